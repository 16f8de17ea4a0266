"""The invite names an address a friend's computer can reach. On a Debian or Ubuntu desktop
the computer's name resolves only to 127.0.1.1, and the invite said 127.0.0.1: nobody else
could join. The address the system routes from is asked too (no packet is sent)."""
from __future__ import annotations

from zooloretto.net import codes


def _fails():
    raise OSError("no network")


def test_a_name_that_resolves_only_to_loopback_still_gives_the_routed_address():
    found = codes.my_addresses(resolve=lambda: ["127.0.1.1"], route=lambda: ["192.168.1.23"])
    assert found == ["192.168.1.23"]


def test_each_address_once_the_routed_one_first():
    found = codes.my_addresses(resolve=lambda: ["10.0.0.5", "192.168.1.23"],
                               route=lambda: ["192.168.1.23", "192.168.1.23"])
    assert found == ["192.168.1.23", "10.0.0.5"]


def test_no_network_at_all_names_this_computer_only():
    assert codes.my_addresses(resolve=_fails, route=_fails) == ["127.0.0.1"]
    assert codes.my_addresses(resolve=lambda: ["127.0.1.1"], route=lambda: []) == ["127.0.0.1"]

