# fragmentos screens (es). Owned by the fragmentos screens module.
