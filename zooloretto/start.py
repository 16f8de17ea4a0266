"""Where the program starts: `python -m zooloretto` and the installed `zooloretto` script.

A Python that lacks the libraries the game needs (the system's Python before
tools/play.py made .venv, or a package installed without its dependencies) gets one
sentence saying how to start the game, and exit status 2, instead of a traceback from
deep inside an import. So this module reads only the standard library, in a syntax old
Pythons parse too; the command line itself (cli.py) is imported once the libraries are
there.
"""
import json
import os
import sys
from pathlib import Path

MISSING_LIBRARY = 2          # the command line's status for a mistake the user can put right
OLDEST_PYTHON = (3, 11)
# The modules the game imports -> the distributions that bring them (pyproject.toml).
NEEDED = (("pygame", "pygame-ce"), ("pygame_gui", "pygame_gui"),
          ("platformdirs", "platformdirs"), ("i18n", "python-i18n"))
LANGUAGES = ("en", "ru", "fr", "de")
PACKAGE = Path(__file__).resolve().parent


def missing_libraries() -> list:
    """The distributions whose modules this Python cannot find (none are imported)."""
    from importlib.util import find_spec
    missing = []
    for module, distribution in NEEDED:
        try:
            found = find_spec(module) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append(distribution)
    return missing


def environment_language(environ=None) -> str:
    """The language the environment asks for, in gettext's order; English otherwise.
    (ui/settings.py also asks the desktop and reads the saved choice, but it needs the
    very libraries that are missing here.)"""
    env = os.environ if environ is None else environ
    forced = env.get("ZOOLORETTO_LANGUAGE", "")
    if forced in LANGUAGES:
        return forced
    wishes = (env.get("LANGUAGE") or "").split(":")
    wishes += [env.get(var) for var in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(var)][:1]
    names = {"english": "en", "russian": "ru", "french": "fr", "german": "de"}
    for wish in wishes:
        code = (wish or "").split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        code = names.get(code, code)
        if code in LANGUAGES:
            return code
    return "en"


def _sentence(key: str, lang: str, **params) -> str:
    """cli.<key> from the command line's catalog (locales/cli.<lang>.json), English when
    that language's file cannot be read; placeholders as python-i18n writes them."""
    for code in (lang, "en"):
        try:
            text = json.loads((PACKAGE / "locales" / ("cli.%s.json" % code))
                              .read_text(encoding="utf-8"))[code][key]
            break
        except (OSError, ValueError, KeyError, TypeError):
            continue
    else:
        text = "Zooloretto cannot start with this Python (%{python}): it lacks %{missing}."
    for name, value in params.items():
        text = text.replace("%{" + name + "}", str(value))
    return text


def _python_command() -> str:
    return "py" if os.name == "nt" else "python3"


def how_to_start(missing: list, lang: str = "en", source=None) -> str:
    """One sentence: what this Python lacks and how to start the game instead. `source`
    is the folder of a source copy (its tools/play.py sets everything up), else None."""
    python = sys.version.split()[0]
    if sys.version_info < OLDEST_PYTHON:
        return _sentence("old_python", lang, python=python,
                         needed="%d.%d" % OLDEST_PYTHON, minor=OLDEST_PYTHON[1])
    names = ", ".join(missing)
    if source is not None:
        play = Path(source) / "tools" / "play.py"
        try:
            if Path(source).resolve() == Path.cwd().resolve():
                play = Path("tools") / "play.py"
        except OSError:
            pass
        command = '%s "%s"' % (_python_command(), play) if " " in str(play) \
            else "%s %s" % (_python_command(), play)
        return _sentence("missing_libraries_source", lang, missing=names, python=python,
                         command=command)
    command = '"%s" -m pip install %s' % (sys.executable, " ".join(missing)) \
        if " " in sys.executable else "%s -m pip install %s" % (sys.executable, " ".join(missing))
    return _sentence("missing_libraries_installed", lang, missing=names, python=python,
                     command=command)


def source_folder():
    """The source copy this package runs from (it has tools/play.py), else None."""
    root = PACKAGE.parent
    return root if (root / "tools" / "play.py").is_file() else None


def main(argv=None) -> int:
    missing = [] if sys.version_info < OLDEST_PYTHON else missing_libraries()
    if sys.version_info < OLDEST_PYTHON or missing:
        sentence = how_to_start(missing, environment_language(), source_folder())
        print("zooloretto: " + sentence, file=sys.stderr)   # stderr escapes what it cannot show
        return MISSING_LIBRARY
    from .cli import main as cli_main
    return cli_main(argv)
