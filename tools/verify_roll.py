#!/usr/bin/env python3
"""An independent verifier of Tablón roll records, written from the description in
crates/dice/src/verifiable.rs, to show that nobody needs Tablón's code to check a roll.

usage: verify_roll.py SERVER_SEED_HEX RECORD.json   (a record or a list of records)
needs: pip install cryptography
"""
import hashlib, hmac, json, struct, sys
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms


def faces(seed: bytes, client_seed: str, index: int, dice: list[str]) -> list[int]:
    c = client_seed.encode()
    key = hmac.new(seed, b"tablon/roll/v1" + struct.pack(">I", len(c)) + c + struct.pack(">Q", index),
                   hashlib.sha256).digest()
    stream = Cipher(algorithms.ChaCha20(key, b"\0" * 16), mode=None).encryptor()  # counter 0, zero nonce
    out = []
    for d in dice:
        s = int(d.lstrip("dD"))
        while True:
            w = struct.unpack("<I", stream.update(b"\0" * 4))[0]
            if w < 2**32 - (2**32 % s):
                out.append(w % s + 1)
                break
    return out


def main():
    seed = bytes.fromhex(sys.argv[1])
    doc = json.load(open(sys.argv[2]))
    records = doc if isinstance(doc, list) else doc.get("rolls", [doc])
    ok = True
    for r in records:
        if hashlib.sha256(seed).hexdigest() != r["commitment"].lower():
            verdict = "wrong seed"
        elif faces(seed, r["client_seed"], r["index"], r["dice"]) != r["faces"]:
            verdict = "faces differ"
        else:
            verdict = "verified"
        ok &= verdict == "verified"
        print(f"roll {r['index']} ({r['client_seed']}): {verdict}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
