"""The command line: `zooloretto` plays; subcommands work on saved games.

The subcommands and their JSON are a stable contract other tools use:
  new, legal, apply, show, score, bench, arena (see `zooloretto --help`).
Any problem with the input ends with one sentence on stderr and status 2:
declare every option with one of the argument kinds below (`whole(lo, hi)`,
`file_path`, `plain_text`, `name_list`, `json_value`) and raise CliError for
what only the command can judge; main() turns both into that one line.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys

from . import __version__
from .argv import with_command
from .cli_games import (GAMES, CliError, describe, new_zoomaka, rules_of as _rules, seen_by,
                        with_seats as _with_seats)
from .cli_text import refusal_words, save_problem, say, speak

USER_ERROR = 2
SEED_MAX = 2 ** 63 - 1


class Parser(argparse.ArgumentParser):
    def error(self, message):
        # One sentence, no usage block: the usage is one `--help` away.
        raise CliError(say("cli.see_help", message=message, prog=self.prog))


# Argument kinds. Every option of every subcommand is read through one of these
# (argparse `type=`), so a bad value always ends as one sentence and status 2.
MAX_TEXT = 4096            # characters of one argument; a path or a list of names is far shorter
MAX_JSON_INT = 2 ** 31     # numbers inside a JSON argument (an action's truck, index, ...)


def whole(lowest: int, highest: int, unit: str = ""):
    """A whole number from `lowest` to `highest`: `type=whole(1, 10**6)`."""
    def convert(text):
        words = say("cli.whole_unit", low=lowest, high=highest, unit=say("cli." + unit)) if unit \
            else say("cli.whole", low=lowest, high=highest)
        text = text.strip()
        body = text[1:] if text[:1] in "+-" else text
        if not (body.isascii() and body.isdigit()) or len(body) > 40 \
                or not lowest <= int(text) <= highest:
            raise argparse.ArgumentTypeError(say("cli.should_be", what=words, value=_shown(text)))
        return int(text)
    convert.__name__ = "whole number"
    return convert


def _shown(text: str) -> str:
    """An argument quoted in a message: short, printable, on one line."""
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    text = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" if ord(c) < 256 else "?" for c in text)
    return repr(text if len(text) <= 40 else text[:37] + "...")


def plain_text(text: str) -> str:
    """Any text argument: no NUL, not endless. (The shell cannot pass NUL; main(argv) can.)"""
    if "\x00" in text:
        raise argparse.ArgumentTypeError(say("cli.nul"))
    if len(text) > MAX_TEXT:
        raise argparse.ArgumentTypeError(say("cli.too_long", length=len(text)))
    return text
plain_text.__name__ = "text"


def file_path(text: str) -> str:
    """A file argument: plain text and not empty."""
    text = plain_text(text)
    if not text.strip():
        raise argparse.ArgumentTypeError(say("cli.empty_file"))
    if os.name == "nt":
        from .zoo.rules.names import windows_reserved
        if windows_reserved(os.path.basename(text.rstrip("\\/"))):
            raise argparse.ArgumentTypeError(say("cli.device", value=_shown(text)))
    return text
file_path.__name__ = "file name"


def name_list(text: str) -> list:
    """Comma-separated player names, each one a name a player could type."""
    from .zoo.rules.names import name_problem
    names = [n.strip() for n in plain_text(text).split(",")]
    for i, name in enumerate(names, 1):
        problem = name_problem(name)
        if problem:
            raise argparse.ArgumentTypeError(say("cli.name_problem", number=i, value=_shown(name), problem=problem))
    return names
name_list.__name__ = "list of names"


def json_value(text: str):
    """A JSON argument: valid, shallow, finite, with numbers of sensible size."""
    def no_constant(word):
        raise argparse.ArgumentTypeError(say("cli.json_constant", word=word))
    try:
        value = json.loads(plain_text(text), parse_constant=no_constant)
    except json.JSONDecodeError:
        raise argparse.ArgumentTypeError(say("cli.json_invalid")) from None
    except RecursionError:
        raise argparse.ArgumentTypeError(say("cli.json_deep")) from None
    except ValueError:          # Python refuses integer literals of thousands of digits
        raise argparse.ArgumentTypeError(say("cli.json_long_number")) from None
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > 8:
            raise argparse.ArgumentTypeError(say("cli.json_deep"))
        if isinstance(item, dict):
            stack += [(v, depth + 1) for v in item.values()]
        elif isinstance(item, list):
            stack += [(v, depth + 1) for v in item]
        elif isinstance(item, int) and abs(item) > MAX_JSON_INT:
            raise argparse.ArgumentTypeError(say("cli.json_large_number"))
    return value
json_value.__name__ = "JSON"


def _read(path):
    from .zoo.rules.saves import SaveError, read
    try:
        return read(path)
    except SaveError as e:
        raise CliError(save_problem(e)) from None


def _write(record, path):
    from .zoo.rules.saves import write
    try:
        write(record, path)
    except OSError as e:
        raise CliError(say("cli.cannot_write", path=path, error=e.strerror or e)) from None


def _print(data):
    try:
        print(json.dumps(data, indent=1, ensure_ascii=False))
    except UnicodeEncodeError:      # a terminal that cannot show every name: \u escapes are JSON too
        print(json.dumps(data, indent=1, ensure_ascii=True))


def _new_dice(args):
    from .dice.rules import SetupError
    from .dice.rules.record import DiceRecord
    if args.remove is not None:
        raise CliError(say("cli.remove_dice"))
    try:
        return DiceRecord.new(args.players, args.seed, args.names or None, args.start_player)
    except SetupError as e:
        raise CliError(str(e)) from None


def cmd_new(args):
    from .zoo.rules import SetupError
    from .zoo.rules.record import GameRecord
    if args.seed is None:       # a game nobody can foresee; the save says its seed, as always
        args.seed = random.SystemRandom().randrange(1, SEED_MAX)
    if args.game == "dice":
        if args.expansions:
            raise CliError(say("cli.expansions_dice"))
        _write(_with_seats(_new_dice(args)), args.out)
        return 0
    if args.game == "zoomaka":              # its parts: cli_games.py
        _write(_with_seats(new_zoomaka(args)), args.out)
        return 0
    names = args.names or None
    removed = [a.strip() for a in args.remove.split(",") if a.strip()] if args.remove is not None else None
    try:
        record = GameRecord.new(args.players, args.seed, names, removed, args.start_player,
                                expansions=_expansions(args.expansions))
    except SetupError as e:
        raise CliError(str(e)) from None
    _write(_with_seats(record), args.out)
    return 0


def cmd_legal(args):
    record = _read(args.file)
    rules = _rules(record)
    _print([rules.action_to_json(a) for a in rules.legal_actions(record.state)])
    return 0


def cmd_apply(args):
    record = _read(args.file)
    rules = _rules(record)
    BadAction, IllegalAction = rules.BadAction, rules.IllegalAction
    try:
        action = rules.action_from_json(args.action)
    except BadAction as e:
        raise CliError(say("cli.malformed", error=e)) from None
    seat = record.state.current         # who acts: the events are told as they see them
    try:
        events = record.play(action)
    except IllegalAction as e:
        raise CliError(say("cli.illegal", reason=refusal_words(record, e))) from None
    _write(record, args.out or args.file)
    if args.events or args.all:
        _print([rules.event_to_json(e) for e in (events if args.all else seen_by(rules, events, seat))])
    return 0


def _expansions(text):
    """The expansions named on the command line, checked (one sentence in the player's
    language if one is unknown)."""
    from .zoo.rules.hooks import EXPANSIONS, normalize
    unknown = [n.strip() for n in (text or "").split(",") if n.strip() and n.strip() not in EXPANSIONS]
    if unknown:
        raise CliError(say("cli.unknown_expansion", name=unknown[0][:40], names=", ".join(EXPANSIONS)))
    return ",".join(normalize(text)) if text else None


def cmd_show(args):
    _print(describe(_read(args.file)))
    return 0


def cmd_score(args):
    record = _read(args.file)
    state = record.state
    scores = _rules(record).final_scores(state)
    _print({"final": state.game_over, "winners": scores["winners"],
            "decided_by_coins": scores.get("decided_by_coins", False), "shared": scores["shared"],
            "players": scores["players"]})
    return 0


def cmd_bench(args):
    from .bench import main as bench_main
    args.expansions = _expansions(args.expansions)
    if args.expansions and getattr(args, "game", "board") != "board":
        raise CliError(say("cli.expansions_dice"))
    return bench_main(args)


def cmd_play(args):
    from . import crash, paths
    if getattr(args, "saves_dir", None):
        if os.path.exists(args.saves_dir) and not os.path.isdir(args.saves_dir):
            raise CliError(say("cli.saves_dir_file", path=args.saves_dir))
        paths.set_saves_dir(args.saves_dir)
    if args.smoke:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    else:
        crash.setup_logging()     # a self-test leaves the player's log alone
        paths.remove_leftovers()  # temporary files of writes that were killed
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    from .ui.main import run_app
    try:
        return run_app(args)
    except pygame.error as e:
        if any(w in str(e).lower() for w in ("video", "display", "x11", "wayland")):
            raise CliError(say("cli.no_display")) from None
        crash.show(crash.report(e, getattr(e, "zooloretto_session", None)))
        return 1
    except Exception as e:   # last resort: never a bare traceback for a player
        crash.show(crash.report(e, getattr(e, "zooloretto_session", None)))
        return 1


def build_parser(argv=None):
    """The whole command line. The arena (and with it the bots) is imported only
    when `argv` names it: opening the game must not pay for it."""
    if argv is None:
        argv = sys.argv[1:]
    p = Parser(prog="zooloretto", description=say("cli.help.description"))
    p.add_argument("--version", action="version", version=f"zooloretto {__version__}",
                   help=say("cli.argparse.version"))
    p.add_argument("--saves-dir", metavar="DIR", type=file_path, help=say("cli.help.saves_dir"))
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_false", default=None,
                      help=say("cli.help.windowed"))
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true", help=say("cli.help.fullscreen"))
    p.add_argument("--smoke", action="store_true",
                   help=say("cli.help.smoke"))
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    s = sub.add_parser("play", help=say("cli.help.play"))
    s.add_argument("file", nargs="?", type=file_path, metavar="FILE",
                   help=say("cli.help.play_file"))
    s.set_defaults(func=cmd_play)

    s = sub.add_parser("new", help=say("cli.help.new"))
    s.add_argument("--game", choices=GAMES, default="board",
                   help=say("cli.help.game"))
    s.add_argument("--players", type=whole(2, 5, "players"), required=True,
                   help=say("cli.help.players"))
    s.add_argument("--seed", type=whole(-SEED_MAX, SEED_MAX), default=None,
                   help=say("cli.help.seed"))
    s.add_argument("--names", type=name_list, help=say("cli.help.names"))
    s.add_argument("--remove", type=plain_text, help=say("cli.help.remove"))
    s.add_argument("--start-player", type=whole(0, 4), default=0, help=say("cli.help.start_player"))
    s.add_argument("--expansions", type=plain_text, default=None, metavar="NAMES", help=say("cli.help.expansions"))
    s.add_argument("--out", type=file_path, required=True, metavar="FILE")
    s.set_defaults(func=cmd_new)

    s = sub.add_parser("legal", help=say("cli.help.legal"))
    s.add_argument("file", type=file_path)
    s.set_defaults(func=cmd_legal)

    s = sub.add_parser("apply", help=say("cli.help.apply"))
    s.add_argument("file", type=file_path)
    s.add_argument("action", type=json_value, help=say("cli.help.action"))
    s.add_argument("--out", type=file_path, metavar="FILE2", help=say("cli.help.out"))
    s.add_argument("--events", action="store_true", help=say("cli.help.events"))
    s.add_argument("--all", action="store_true", help=say("cli.help.all_events"))
    s.set_defaults(func=cmd_apply)

    s = sub.add_parser("show", help=say("cli.help.show"))
    s.add_argument("file", type=file_path)
    s.set_defaults(func=cmd_show)

    s = sub.add_parser("score", help=say("cli.help.score"))
    s.add_argument("file", type=file_path)
    s.set_defaults(func=cmd_score)
    from .cli_history import add_commands       # history, stats: their own module
    add_commands(sub)
    from .cli_net import add_commands as add_net_commands     # host, join: their own module
    add_net_commands(sub)

    s = sub.add_parser("bench", help=say("cli.help.bench"))
    s.add_argument("--game", choices=GAMES, default="board", help=say("cli.help.game"))
    s.add_argument("--games", type=whole(1, 100_000), default=200, help=say("cli.help.games"))
    s.add_argument("--seed", type=whole(-SEED_MAX, SEED_MAX), default=1)
    s.add_argument("--expansions", type=plain_text, default=None, metavar="NAMES", help=say("cli.help.expansions"))
    s.set_defaults(func=cmd_bench)

    s = sub.add_parser("arena", help=say("cli.help.arena"))
    if "arena" not in argv:
        s.set_defaults(func=lambda a: 0)   # not asked for: never reached
        return p
    try:
        from .arena import add_arguments, run
    except ImportError:
        s.set_defaults(func=lambda a: (_ for _ in ()).throw(CliError(say("cli.no_arena"))))
    else:
        add_arguments(s)
        s.set_defaults(func=run)
    return p


def main(argv=None) -> int:
    argv = with_command(sys.argv[1:] if argv is None else argv)     # FILE.json: play FILE.json
    speak()                                     # the game's language, argparse's words too
    parser = build_parser(argv)
    try:
        args = parser.parse_args(argv)
        func = getattr(args, "func", None) or cmd_play
        if func is cmd_play and not hasattr(args, "func"):
            args.func = cmd_play
        return func(args) or 0
    except CliError as e:
        print(f"zooloretto: {_one_line(str(e))}", file=sys.stderr)
        return USER_ERROR
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except (RecursionError, MemoryError):
        print(f"zooloretto: {say('cli.too_large')}", file=sys.stderr)
        return USER_ERROR
    except Exception as e:      # a bug: still one line, never a traceback
        error = f"{type(e).__name__}: {_one_line(str(e))[:200]}"
        print(f"zooloretto: {say('cli.unexpected', error=error)}", file=sys.stderr)
        return 1


def _one_line(text: str) -> str:
    """A message as one printable line (a path may hold a newline or a lone surrogate)."""
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return "".join(c if c.isprintable() else " " if c in "\t\n\r" else f"\\x{ord(c):02x}" for c in text)


if __name__ == "__main__":
    sys.exit(main())
