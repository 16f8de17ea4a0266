"""The command line says its sentences without the screens: the words both need (the
catalogs, the languages, each game's names and refusals) live in zooloretto/words, below
zooloretto/ui, and importing the command line's words imports no screen module or pygame."""
from __future__ import annotations

import subprocess
import sys

CODE = r"""
import sys
from zooloretto import cli_text
from zooloretto.zoo.rules.refusals import Refusal as BoardRefusal, IllegalAction
from zooloretto.dice.rules.refusals import Refusal as DiceRefusal
from zooloretto.dice.rules.record import DiceRecord
from zooloretto.zoo.rules.record import GameRecord
cli_text.speak("fr")
board = GameRecord.new(2, 1, ["Ana", "Bo"])
dice = DiceRecord.new(2, 1, ["Ana", "Bo"], 0, {})
said = [cli_text.refusal_words(board, IllegalAction(BoardRefusal("truck_full", truck=1))),
        cli_text.refusal_words(dice, IllegalAction(DiceRefusal("truck_full", truck=1))),
        cli_text.choose_language()]
screens = sorted(m for m in sys.modules if m.startswith("zooloretto.ui") or m == "pygame")
print(repr(said)); print(repr(screens))
"""


def test_the_command_lines_words_come_from_below_the_screens(tmp_path):
    # a home of its own: a settings file the machine's player saved must not decide the language
    home = {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "APPDATA": str(tmp_path / "config")}
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=120,
                          env={"ZOOLORETTO_LANGUAGE": "fr", "PATH": "", **home})
    assert done.returncode == 0, done.stderr
    said, screens = (eval(line) for line in done.stdout.strip().splitlines()[-2:])
    assert screens == [], f"the command line's words imported {screens}"
    board, dice, language = said
    assert language == "fr"                                        # ZOOLORETTO_LANGUAGE
    assert "camion" in board and "tuiles" in board                 # the board game's French
    assert "camion" in dice and "dés" in dice                      # the dice game's French
