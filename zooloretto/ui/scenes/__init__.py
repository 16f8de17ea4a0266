"""The menu screens; each registers itself with ui.navigation under its name."""
