//! GenreFuzzion, the play-by-forum role-playing game by Lisandro Nieva, as Tablón rules.

pub mod data;
