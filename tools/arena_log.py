"""The arena's games one by one, each result appended to a file as it ends (a stopped run
keeps its games and resumes); `--summary` prints the arena's table of the games so far.
Same games as `python -m zooloretto.arena` with the same options (arena.play_game);
`--jobs N` plays N at a time and still writes them in order, so a resumed run loses nothing.
    python tools/arena_log.py OUT.jsonl [--summary] -- <arena options>
(docs/bots.md: the learned evaluation's arena runs, stopped for lack of time.)"""
import json
import multiprocessing
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from zooloretto import arena  # noqa: E402


def main() -> int:
    out = sys.argv[1]
    summary = "--summary" in sys.argv
    parser = arena._QuietParser()
    arena.add_arguments(parser)
    opts = arena.parse_options(parser.parse_args(sys.argv[sys.argv.index("--") + 1:]))
    done = [json.loads(line) for line in open(out)] if os.path.exists(out) else []
    if summary:
        games = len(done) - len(done) % len(opts["seats"])     # whole rotations only
        print(arena.format_table(arena.summarize(opts, done[:games])))
        return 0
    tasks = [(opts, g) for g in range(len(done), opts["games"])]
    with open(out, "a") as f:
        if opts["jobs"] == 1:
            results = map(arena.play_game, tasks)
        else:
            pool = multiprocessing.get_context("spawn").Pool(opts["jobs"])
            results = pool.imap(arena.play_game, tasks)     # in order: the file stays resumable
        for result in results:
            f.write(json.dumps(result) + "\n")
            f.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
