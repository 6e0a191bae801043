# genrefuzzion screens (en). Owned by the genrefuzzion screens module.
