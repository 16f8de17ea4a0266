"""The game on screen: scenes, widgets, drag-and-drop, animation, art."""
