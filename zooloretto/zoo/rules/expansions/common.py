"""Small helpers the expansion modules share."""
from __future__ import annotations


def pay_from_bank(state, zoo, amount: int) -> int:
    """The bank pays up to `amount` (an empty bank pays nothing); return what was paid."""
    paid = min(amount, state.bank)
    state.bank -= paid
    zoo.coins += paid
    return paid


def pay_to_bank(state, zoo, amount: int) -> None:
    zoo.coins -= amount
    state.bank += amount


def is_seat(state, value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(state.zoos)
