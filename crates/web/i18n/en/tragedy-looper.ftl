# tragedy-looper screens (en). Owned by the tragedy-looper screens module.
