"""The game's words in the player's language, below both the screens and the command line:
the catalogs' machinery (text.py), the system's and the saved language (languages.py), and
the names and refusal sentences each game's rules need said (zoo.py, dice.py). No pygame.
"""
