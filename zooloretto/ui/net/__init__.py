"""Network play at the window (docs/network.md, "The screens"): hosting.py drives the
host's table (its remote seats moved by the network, every move told to the joiners),
joining.py a joiner's table (the host's views adopted, never a rule applied). The
screens that set them up are ui/scenes/host_lobby.py and ui/scenes/join.py."""
