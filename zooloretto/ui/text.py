"""The screens' name for the game's words (zooloretto/words/text.py, below the screens and
the command line alike): tr(key, **values) and the languages."""
from ..words.text import (LANGUAGES, LOCALES_DIR, PLURAL_FORMS, PLURAL_PARAMS, language,  # noqa: F401
                          plural_form, raw, set_language, tr)
