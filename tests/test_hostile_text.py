"""Text from outside reaches the screen only made safe: players' names in a save
(control characters, NUL, bidi overrides, invisible or overlong text), file
names that are not UTF-8 or look like HTML, saves with a byte-order mark,
Windows device names, and saves the game could not write back."""
import json
import os
import unicodedata
from pathlib import Path

import pytest

from zooloretto import paths
from zooloretto.cli import main
from zooloretto.zoo.rules import legal_actions, saves
from zooloretto.zoo.rules.names import NAME_MAX, clean_name, name_problem, safe_text, windows_reserved
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.saves import SaveError
from zooloretto.ui.session import GameSession

from sampling import quick

HOSTILE_NAMES = {
    "nul": "Ana\x00",
    "only-nul": "\x00\x00",
    "escape-sequence": "\x1b[31mAna\x1b[0m",
    "bell-and-backspace": "A\x07n\x08a",
    "newlines": "Ana\nBert\r\nClaus",
    "tab": "Ana\tBert",
    "bidi-override": "\u202eanA",
    "bidi-isolates": "\u2066Ana\u2069\u200f",
    "zero-width-only": "\u200b\u200c\u200d\u2060",
    "byte-order-mark": "\ufeffAna",
    "private-use": "\ue000\uf8ffAna",
    "unassigned": "Ana\U000e0001\U0010fffe",
    "overlong": "Ana" * 4000,
    "zalgo": "A" + "\u0301\u0308\u0323" * 60 + "na",
    "marks-only": "\u0301" * 30,
    "line-separators": "Ana\u2028\u2029Bert",
    "spaces-only": " \u3000\u00a0 ",
    "emoji-and-cjk": "\U0001F981 \u52a8\u7269\u56ed",
    "html": "<img src=/dev/zero><b>Ana</b>&amp;",
}


def _record(names=("Ana", "Bert", "Claus"), steps=12):
    seats = [{"name": n, "kind": "human", "level": None, "colour": [100, 100, 100]} for n in names]
    record = GameRecord.new(3, 7, list(names), meta={"seats": seats})
    for _ in range(steps):
        record.play(legal_actions(record.state)[0])
    return record


def _with_name(name: str, seat: int = 1) -> dict:
    """A good save whose player `seat` is called `name` everywhere a name is kept."""
    data = saves.to_json(_record())
    data["setup"]["names"][seat] = name
    data["state"]["zoos"][seat]["name"] = name
    data["meta"]["seats"][seat]["name"] = name
    return data


def _drawable(text: str) -> bool:
    return all(unicodedata.category(c) not in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for c in text)


@pytest.mark.parametrize("case", HOSTILE_NAMES)
def test_a_hostile_name_is_cleaned_on_load_the_same_everywhere(tmp_path, case):
    path = tmp_path / "g.json"
    path.write_text(json.dumps(_with_name(HOSTILE_NAMES[case])), encoding="utf-8")
    before = path.read_bytes()
    record = saves.read(path)
    names = {record.setup["names"][1], record.state.zoos[1].name, record.meta["seats"][1]["name"]}
    assert len(names) == 1
    name = names.pop()
    assert name and len(name) <= NAME_MAX and _drawable(name) and name == name.strip()
    assert "  " not in name
    assert record.state.zoos[0].name == "Ana" and record.replay().to_json() == record.state.to_json()
    assert path.read_bytes() == before                       # reading never changes the file
    saves.write(record, tmp_path / "again.json")             # what was loaded saves and loads again
    assert saves.read(tmp_path / "again.json").state.to_json() == record.state.to_json()


def test_a_name_without_a_visible_character_becomes_the_seat_number(tmp_path):
    for case in ("only-nul", "zero-width-only", "marks-only", "spaces-only"):
        record = saves.from_json(_with_name(HOSTILE_NAMES[case]))
        assert record.state.zoos[1].name == "Player 2", case


def test_names_that_differ_between_setup_and_zoo_are_still_refused():
    data = _with_name("Bert")
    data["state"]["zoos"][1]["name"] = "Berta"
    with pytest.raises(SaveError, match="does not lead to the saved position"):
        saves.from_json(data)


def test_names_typed_for_a_new_game_are_cleaned_too():
    record = GameRecord.new(3, 1, ["Ana\x00", "\u202eBert", "x" * 100])
    assert [z.name for z in record.state.zoos] == ["Ana", "Bert", "x" * NAME_MAX]
    assert record.setup["names"] == [z.name for z in record.state.zoos]


@pytest.mark.parametrize("text", list(HOSTILE_NAMES.values()) + [
    "a\udcffb", "\ud800", "x" * 10 ** 6, "", "\x00", "\u0301", "\U0001F981" * 500])
def test_safe_text_is_short_and_every_font_draws_it(text):
    import pygame
    from zooloretto.ui import art
    from zooloretto.ui.safe_draw import render
    shown = safe_text(text)
    assert len(shown) <= 120 and _drawable(shown)
    shown.encode("utf-8")
    pygame.font.init()
    art.font(16).render(shown or " ", True, (0, 0, 0))
    assert render(art.font(16), text, (0, 0, 0)).get_width() < 20_000    # the last guard never raises


def test_what_a_typed_name_may_hold():
    assert name_problem("Ana") is None and name_problem("Dörte Émile") is None
    assert name_problem("\U0001F981 \u52a8\u7269") is None
    for bad in ("", "   ", "A\x00", "A\u202e", "A\u200b", "x" * (NAME_MAX + 1), "a\ud800"):
        assert name_problem(bad), repr(bad)
    assert clean_name(None) == "Player" and clean_name(42, "P3") == "P3"


# The screens --------------------------------------------------------------------------
FILE_NAMES = [b"\xff\xfe.json", b"caf\xe9.json", b"ok\xc3.json", b"<img src=x>.json", b"<b>bold<i>.json",
              b"&amp;.json", b"esc\x1b[2J.json", b"new\nline.json", b"tab\there.json", b"\xe2\x80\xaeevil.json",
              b"n" * 240 + b".json"]


def _fill_saves_folder(folder: Path):
    """Every hostile name in a good save, under every hostile file name, plus damaged ones."""
    folder.mkdir(parents=True, exist_ok=True)
    good = json.dumps(_with_name(HOSTILE_NAMES["nul"])).encode()
    for i, raw_name in enumerate(FILE_NAMES):
        with open(os.fsencode(folder) + b"/" + raw_name, "wb") as f:
            f.write(good if i % 2 == 0 else b'{"format": "zooloretto-save", ')
    for case, name in HOSTILE_NAMES.items():
        (folder / f"name-{case}.json").write_text(json.dumps(_with_name(name)), encoding="utf-8")


def _snapshot(folder: Path) -> dict:
    base = os.fsencode(folder) + b"/"
    return {name: Path(os.fsdecode(base + name)).read_bytes() for name in sorted(os.listdir(base))
            if os.path.isfile(base + name)}


@pytest.fixture
def app_in(tmp_path, monkeypatch):
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.scenes.title import TitleScene
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    app = App(size=(1280, 800), settings=Settings(language="en", animation_speed="off"))
    app.reset(TitleScene(app))
    yield app
    paths.set_saves_dir(None)


def test_the_load_screen_lists_hostile_file_names_and_names_and_opens_each_game(tmp_path, app_in):
    from zooloretto.ui.scenes.load import LoadScene
    from zooloretto.ui.zoo.scene import TableScene as GameScene
    from zooloretto.ui.session import latest_autosave
    app = app_in
    folder = tmp_path / "saves"
    _fill_saves_folder(folder)
    before = _snapshot(folder)
    app.push(LoadScene(app))
    app.step([])
    entries = [e for e in app.top.entries if e.kind == "save"]
    assert len(entries) == len(FILE_NAMES) + len(HOSTILE_NAMES)
    assert sum(e.session is not None for e in entries) == (len(FILE_NAMES) + 1) // 2 + len(HOSTILE_NAMES)
    for entry in entries:
        assert _drawable(entry.title) and len(entry.title) <= 80
        app.top.select(entry)
        app.step([])
        app.top.ask_delete()                   # the dialog names the file: drawn, not read as HTML
        app.step([])
        app.top.close_dialog()
        app.step([])
    assert _snapshot(folder) == before
    # every game opened and played on in --full; every other one in the quick run (each name
    # was listed, selected and named in a dialog above), which also comes back to the list it
    # made (--full: a Load screen made anew, reading every save again, after each game)
    listed, read_again = app.top, quick(True, False)
    for entry in [e for e in entries if e.session is not None][::quick(1, 2)]:
        app.top.select(entry)
        app.top.load()
        assert isinstance(app.top, GameScene)
        for _ in range(3):
            app.step([])
        assert all(_drawable(z.name) and z.name for z in app.top.session.state.zoos)
        app.top.session.play(app.top.session.legal()[0])
        app.step([])
        app.pop() if len(app.stack) > 1 else None
        app.push(LoadScene(app) if read_again else listed)
        app.step([])
        app.top.entries = [e for e in app.top.entries if e.kind == "save"]
    newest = latest_autosave()
    assert newest is not None and all(_drawable(z.name) for z in saves.read(newest).state.zoos)
    assert _snapshot(folder) == before


def test_the_save_dialog_offers_a_drawable_name_for_a_game_loaded_from_an_odd_file(tmp_path, app_in):
    from zooloretto.ui.scenes.pause import PauseScene
    folder = tmp_path / "saves"
    _fill_saves_folder(folder)
    raw = os.fsencode(folder) + b"/" + FILE_NAMES[0]
    session = GameSession.load(os.fsdecode(raw))
    pause = PauseScene(app_in, session) if _takes_session(PauseScene) else None
    if pause is None:
        pytest.skip("the pause screen is built differently")
    assert _drawable(pause.default_save_name())
    app_in.push(pause)
    pause.ask_save()
    app_in.step([])


def _takes_session(cls):
    import inspect
    return "session" in inspect.signature(cls.__init__).parameters


# Byte-order marks -----------------------------------------------------------------------
def test_a_save_with_a_utf8_byte_order_mark_loads(tmp_path, capsys):
    path = tmp_path / "bom.json"
    good = json.dumps(saves.to_json(_record()), indent=1).encode("utf-8")
    path.write_bytes(b"\xef\xbb\xbf" + good)
    assert saves.read(path).state.to_json() == _record().state.to_json()
    assert main(["show", str(path)]) == 0 and json.loads(capsys.readouterr().out)
    path.write_bytes(b"\xef\xbb\xbf" + good.replace(b"\n", b"\r\n"))      # Notepad's line ends too
    assert saves.read(path).state.to_json() == _record().state.to_json()


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_a_save_in_utf16_is_named_as_such(tmp_path, encoding):
    text = json.dumps(saves.to_json(_record()))
    raw = ("\ufeff" + text).encode(encoding) if encoding != "utf-16" else text.encode(encoding)
    with pytest.raises(SaveError, match="UTF-16") as refused:
        saves.from_bytes(raw)
    assert refused.value.kind == "not_json"


def test_only_a_leading_byte_order_mark_is_forgiven():
    text = json.dumps(saves.to_json(_record())).encode()
    for raw in (b"\xef\xbb\xbf\xef\xbb\xbf" + text, text[:1] + b"\xef\xbb\xbf" + text[1:], b"\xef\xbb\xbf"):
        with pytest.raises(SaveError):
            saves.from_bytes(raw)


# Windows device names ------------------------------------------------------------------
@pytest.mark.parametrize("typed", ["CON", "con", "Nul", "PRN", "aux", "COM1", "com9", "LPT1", "lpt3",
                                   "COM\u00b9", "CON.txt", "nul ", " con", "CON.", "Con ...", "conin$"])
def test_a_device_name_never_becomes_a_save_file_name(tmp_path, typed):
    paths.set_saves_dir(tmp_path)
    try:
        target = GameSession.save_path(typed)
    finally:
        paths.set_saves_dir(None)
    assert not windows_reserved(target.name) and target.suffix == ".json", target.name
    assert target.parent == tmp_path


def test_ordinary_names_keep_their_file_name(tmp_path):
    paths.set_saves_dir(tmp_path)
    try:
        assert GameSession.save_path("Console").name == "Console.json"
        assert GameSession.save_path("COM10").name == "COM10.json"
        assert GameSession.save_path("nullable").name == "nullable.json"
    finally:
        paths.set_saves_dir(None)


# What the game writes always loads again ---------------------------------------------
def _record_with_meta(padding):
    record = _record(steps=3)
    record.meta = dict(record.meta, notes=padding)
    return record


def test_a_game_too_large_when_indented_is_written_compact_and_loads(tmp_path, monkeypatch):
    # Small lists indent badly: compact about 3 MB, indented far more than the 4 MB a save
    # may hold. The quick run scales the limit and the game down eightfold (the same sizes
    # relative to each other; --full: the real limit).
    scale = quick(1, 8)
    monkeypatch.setattr(saves, "MAX_BYTES", saves.MAX_BYTES // scale)
    notes = [[1]] * (700_000 // scale)
    record = _record_with_meta(notes)
    assert len(json.dumps(saves.to_json(record), indent=1)) > saves.MAX_BYTES
    assert len(json.dumps(saves.to_json(record), separators=(",", ":"))) < saves.MAX_BYTES
    saves.write(record, tmp_path / "g.json")
    assert saves.read(tmp_path / "g.json").meta["notes"] == notes


def test_an_ordinary_save_is_indented_for_people_and_a_large_one_compact(tmp_path):
    saves.write(_record(steps=3), tmp_path / "small.json")
    small = (tmp_path / "small.json").read_text("utf-8")
    assert small.count("\n") > 20 and saves.read(tmp_path / "small.json").actions
    big = _record_with_meta("z" * (saves.MAX_BYTES // 4))      # fits, but not worth indenting
    saves.write(big, tmp_path / "big.json")
    assert (tmp_path / "big.json").read_text("utf-8").count("\n") <= 1
    assert saves.read(tmp_path / "big.json").meta["notes"] == big.meta["notes"]


def test_a_game_too_large_to_load_is_not_written_and_the_old_file_stays(tmp_path):
    path = tmp_path / "g.json"
    saves.write(_record(), path)
    before = path.read_bytes()
    with pytest.raises(OSError) as failed:
        saves.write(_record_with_meta("z" * (5 * 1024 * 1024)), path)
    assert failed.value.filename == str(path) and "too large" in failed.value.strerror
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]


def test_a_save_that_could_not_be_written_back_is_refused_when_read(tmp_path):
    """Numbers written short (1e5) come back long (100000.0): a file just under the
    limit would be rewritten over it, so it is refused now rather than lost later."""
    data = saves.to_json(_record(steps=3))
    data["meta"]["notes"] = "@@"
    text = json.dumps(data, separators=(",", ":"))
    count = (saves.MAX_BYTES - len(text)) // 4 - 10
    raw = text.replace('"@@"', "[" + ",".join(["1e5"] * count) + "]").encode()
    assert len(raw) <= saves.MAX_BYTES
    with pytest.raises(SaveError, match="too large for the game to save again") as refused:
        saves.from_bytes(raw)
    assert refused.value.kind == "too_large"
