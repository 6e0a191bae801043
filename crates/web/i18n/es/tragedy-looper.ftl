# tragedy-looper screens (es). Owned by the tragedy-looper screens module.
