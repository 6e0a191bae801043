# genrefuzzion screens (es). Owned by the genrefuzzion screens module.
