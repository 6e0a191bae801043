# fragmentos screens (en). Owned by the fragmentos screens module.
