import sys

from .start import main     # a Python without the game's libraries is told how to start it

if __name__ == "__main__":
    sys.exit(main())
