"""`zooloretto host` and `zooloretto join`: a table on the network without a window (an
always-on family computer, the tests, soak runs). cli.py registers them with
add_commands(sub); this module imports nothing of cli.py.

    zooloretto host FILE.json | --new --game board|dice|zoomaka --players N [--seed S]
                    [--remote 1,2] [--bot LEVEL] [--port N] [--bind ADDRESS] [--code CODE]
                    [--wait S] [--grace S] [--timeout S]
      prints the invite, hosts to the end of the game (bots play the seats not remote, and
      remote seats nobody took after --wait); the game is written back to FILE (or --out)
      after every turn; then {"finished", "actions", "seats"} as JSON
    zooloretto join ADDRESS CODE [--bot LEVEL] [--name NAME] [--seat N] [--timeout S]
      a bot plays this computer's seat to the end; then {"finished", "game", "seats", ...}
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from .cli_games import CliError
from .cli_text import say

GAME_WORDS = {"board": "zoo", "dice": "dice", "zoomaka": "zoomaka"}
LEVELS = ("easy", "medium", "hard")


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 10 ** 6:
        raise argparse.ArgumentTypeError(say("cli.whole", low=0, high=10 ** 6))
    return value
_seconds.__name__ = "seconds"


def _number(low: int, high: int):
    def convert(text):
        if not (text.isascii() and text.isdigit() and len(text) < 12 and low <= int(text) <= high):
            raise argparse.ArgumentTypeError(say("cli.whole", low=low, high=high))
        return int(text)
    convert.__name__ = "whole number"
    return convert


def _text(text: str) -> str:
    if "\x00" in text or len(text) > 200:
        raise argparse.ArgumentTypeError(say("cli.too_long", length=len(text)))
    return text
_text.__name__ = "text"


def add_commands(sub) -> None:
    s = sub.add_parser("host", help=say("net.cli.help_host"))
    s.add_argument("file", nargs="?", type=_text, metavar="FILE", help=say("net.cli.help_host_file"))
    s.add_argument("--new", action="store_true", help=say("net.cli.help_new"))
    s.add_argument("--game", choices=tuple(GAME_WORDS), default="board", help=say("net.cli.help_game"))
    s.add_argument("--players", type=_number(2, 5), help=say("net.cli.help_players"))
    s.add_argument("--seed", type=_number(0, 2 ** 62), default=None, help=say("net.cli.help_seed"))
    s.add_argument("--names", type=_text, help=say("net.cli.help_names"))
    s.add_argument("--remote", type=_text, help=say("net.cli.help_remote"))
    s.add_argument("--bot", choices=LEVELS, default="medium", help=say("net.cli.help_bot"))
    s.add_argument("--port", type=_number(0, 65535), default=None, help=say("net.cli.help_port"))
    s.add_argument("--bind", type=_text, default="", help=say("net.cli.help_bind"))
    s.add_argument("--code", type=_text, default=None, help=say("net.cli.help_code"))
    s.add_argument("--out", type=_text, default=None, metavar="FILE")
    s.add_argument("--wait", type=_seconds, default=300.0, help=say("net.cli.help_wait"))
    s.add_argument("--grace", type=_seconds, default=60.0, help=say("net.cli.help_grace"))
    s.add_argument("--timeout", type=_seconds, default=None, help=say("net.cli.help_timeout"))
    s.add_argument("--rate", type=_number(1, 100_000), default=None, help=argparse.SUPPRESS)
    s.add_argument("--iterations", type=_number(1, 100_000), default=None, help=argparse.SUPPRESS)
    s.set_defaults(func=cmd_host)

    s = sub.add_parser("join", help=say("net.cli.help_join"))
    s.add_argument("address", type=_text, help=say("net.cli.help_address"))
    s.add_argument("code", type=_text, help=say("net.cli.help_code"))
    s.add_argument("--bot", choices=LEVELS, default="medium", help=say("net.cli.help_bot"))
    s.add_argument("--name", type=_text, default="Bot", help=say("net.cli.help_name"))
    s.add_argument("--seat", type=_number(0, 4), default=None, help=say("net.cli.help_seat"))
    s.add_argument("--timeout", type=_seconds, default=3600.0, help=say("net.cli.help_timeout"))
    s.add_argument("--iterations", type=_number(1, 100_000), default=None, help=argparse.SUPPRESS)
    s.add_argument("--pace", type=_seconds, default=0.06, help=argparse.SUPPRESS)
    s.set_defaults(func=cmd_join)


def _need_websockets() -> None:
    try:
        import websockets  # noqa: F401
    except ImportError:
        raise CliError(say("net.cli.no_websockets")) from None


def _print(data) -> None:
    print(json.dumps(data, ensure_ascii=False), flush=True)


class SavedGame:
    """The host's game: a record that writes itself to its file after every turn."""

    def __init__(self, record, path):
        from .net import rules as net_rules
        self.record, self.path = record, path
        self.rules = net_rules.get(net_rules.name_of(record.state))

    @property
    def state(self):
        return self.record.state

    def play(self, action):
        events = self.record.play(action)
        if self.path and self.rules.turn_over(events):
            from .zoo.rules.saves import write
            write(self.record, self.path)
        return events


def _record(args):
    from .net.headless import new_record
    if args.new:
        if args.file or not args.players:
            raise CliError(say("net.cli.file_or_new"))
        names = [n.strip() for n in args.names.split(",")] if args.names else None
        seed = args.seed if args.seed is not None else int(time.time() * 1000) % (2 ** 31)
        from .cli_games import with_seats
        try:
            record = new_record(GAME_WORDS[args.game], args.players, seed, names)
        except ValueError as e:          # the rules' SetupError: too many players, ...
            raise CliError(str(e)) from None
        return with_seats(record), args.out
    if not args.file:
        raise CliError(say("net.cli.file_or_new"))
    from .cli_text import save_problem
    from .zoo.rules.saves import SaveError, read
    try:
        return read(args.file), args.out or args.file
    except SaveError as e:
        raise CliError(save_problem(e)) from None


def _seats(record, remote_text, level) -> list:
    meta = record.meta.get("seats") or []
    count = len(getattr(record.state, "zoos", None) or getattr(record.state, "sheets", None)
                or record.state.players)
    if remote_text:
        try:
            remote = {int(x) for x in remote_text.split(",") if x.strip()}
        except ValueError:
            remote = {-1}
        if not remote or not remote <= set(range(count)):
            raise CliError(say("net.cli.bad_seats", last=count - 1))
    else:
        remote = set(range(count))
    seats = []
    for i in range(count):
        name = meta[i].get("name") if i < len(meta) and isinstance(meta[i], dict) else None
        seats.append({"kind": "remote" if i in remote else "bot", "name": name or f"Player {i + 1}",
                      "level": level})
    return seats


def announcer(core, listening: dict):
    """What a headless host's table says to a query on this network (net/discovery.py), as
    the window's host does: its game, its free seats now and its port once it listens
    (None before); never its code. Read on the network thread: a seat taken meanwhile is
    at worst told a query late."""
    def announce():
        if "port" not in listening:
            return None
        return {"name": "Zooloretto", "game": core.rules.name, "port": listening["port"],
                "free": len(core.free_seats())}
    return announce


def cmd_host(args) -> int:
    _need_websockets()
    from .net import codes
    from .net.headless import HostLink, run_host
    from .net.host import HostCore
    from .net.transport import HostServer, NetworkUnavailable
    record, path = _record(args)
    code = None
    if args.code is not None:
        code = codes.normalize(args.code)
        if code is None:
            raise CliError(say("net.cli.bad_code", value=repr(args.code[:40])))
    limits = {"rate": args.rate, "burst": max(40, args.rate)} if args.rate else {}
    core = HostCore(SavedGame(record, path), _seats(record, args.remote, args.bot), code=code,
                    grace=args.grace, seq=len(record.actions), **limits)
    port = codes.DEFAULT_PORT if args.port is None else args.port
    listening: dict = {}
    try:
        server = HostServer(bind=args.bind, port=port, announce=announcer(core, listening)).start()
        listening["port"] = server.port
    except (NetworkUnavailable, OSError) as e:
        raise CliError(say("net.cli.no_port", error=e)) from None
    try:
        addresses = [args.bind] if args.bind else codes.my_addresses()
        invite = codes.invite("Zooloretto", addresses, server.port, core.code)
        print(say("net.cli.hosting", game=args.game if args.new else core.rules.name,
                  seats=len(core.seats), invite=invite), flush=True)
        deadline = time.monotonic() + (args.timeout if args.timeout is not None else 10 ** 7)
        finished = run_host(HostLink(core, server), deadline, wait=args.wait,
                            iterations=args.iterations)
    finally:
        server.stop()
    print(say("net.cli.finished" if finished else "net.cli.stopped"), file=sys.stderr)
    _print({"finished": finished, "actions": core.seq, "seats": core.seats_json()})
    return 0 if finished else 1


def refusal_sentence(problem) -> str:
    """A host's refusal to let us in, in the player's language."""
    from . import __version__
    code = problem.code
    if code == "version_mismatch":
        return say("net.cli.refused_version_mismatch", host=str(problem.details.get("host_app"))[:20],
                   mine=__version__)
    if code in ("wrong_code", "locked", "full", "seat_taken", "bad_token", "wrong_game"):
        return say(f"net.cli.refused_{code}")
    return say("net.cli.refused_other", code=code[:40])


def cmd_join(args) -> int:
    _need_websockets()
    from .net import codes
    from .net.client import HostProblem
    from .net.headless import run_bot_joiner
    address = codes.parse_address(args.address)
    if address is None:
        raise CliError(say("net.cli.bad_address", value=repr(args.address[:60])))
    code = codes.normalize(args.code)
    if code is None:
        raise CliError(say("net.cli.bad_code", value=repr(args.code[:40])))
    try:
        summary = run_bot_joiner(address[0], address[1], code, level=args.bot, name=args.name,
                                 seat=args.seat, timeout=args.timeout, iterations=args.iterations,
                                 pace=args.pace)
    except HostProblem as e:
        raise CliError(refusal_sentence(e)) from None
    except TimeoutError:
        raise CliError(say("net.cli.unreachable", address=codes.join_address(*address),
                           seconds=int(args.timeout))) from None
    _print({"finished": True, "game": summary["game"], "seats": summary["seats"],
            "actions": summary["seq"], "moves": summary["moves"], "refused": summary["refused"],
            "reconnects": summary["reconnects"]})
    return 0
