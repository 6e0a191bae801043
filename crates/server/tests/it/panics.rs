//! A handler that panics answers 500 on a real TCP connection instead of dropping it: a browser
//! sends a form again on a reused connection that closed without an answer, so a panic after a
//! command committed once played the command twice (found in the GenreFuzzion forms test, where
//! the second roll came back refused).

use axum::Router;
use axum::routing::post;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

async fn boom() -> &'static str {
    panic!("a bug")
}

#[tokio::test]
async fn a_panicking_handler_answers_500_and_keeps_the_connection() {
    let app = server::answer_panics(Router::new().route("/boom", post(boom)));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = "POST /boom HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n";
    for _ in 0..2 {
        s.write_all(request.as_bytes()).await.unwrap();
        let mut got = Vec::new();
        let mut buf = [0u8; 4096];
        while !String::from_utf8_lossy(&got).contains("it has been logged") {
            let n = tokio::time::timeout(std::time::Duration::from_secs(5), s.read(&mut buf))
                .await
                .unwrap()
                .unwrap();
            assert!(n > 0, "the connection closed without an answer: {}", String::from_utf8_lossy(&got));
            got.extend_from_slice(&buf[..n]);
        }
        let text = String::from_utf8_lossy(&got);
        assert!(text.starts_with("HTTP/1.1 500"), "{text}");
        assert!(!text.contains("a bug"), "the panic's message stays in the log: {text}");
    }
}
