import hashlib
def t(*a, **k):
    try:
        h = hashlib.new(*a, **k)
        print(a[:1], h.name, type(h).__name__, h.hexdigest()[:16] if not h.name.startswith("shake") else h.hexdigest(4))
    except Exception as e:
        print(a[:1], type(e).__name__, e)
for n in ["md5", "MD5", "Md5", "sha1", "SHA-1", "sha256", "SHA256", "sha-256", "SHA2-256", "sha512_224",
          "SHA512-224", "sha-512/256", "sha3_256", "SHA3-256", "SHA3_256", "shake_128", "SHAKE128",
          "shake-256", "Shake_128", "ripemd160", "RIPEMD-160", "sm3", "md5-sha1", "MD5-SHA1",
          "blake2b", "blake2s", "BLAKE2b512", "blake2s256", "BLAKE2B", "nope", "", "sha384 "]:
    t(n)
t("sha256", b"abc")
t("sha256", data=b"abc")
t(name="md5", data=b"abc")
t("md5", string=b"abc")
t("md5", b"abc", usedforsecurity=False)
t("blake2b", b"abc", digest_size=16)
t("blake2s", digest_size=8, key=b"k")
t(5)
t()
t("md5", b"a", b"b")
t("md5", "text")
t("md5", 5)
t("md5", bogus=1)
t("blake2b", bogus=1)
t("md5", b"x", data=b"y")
t("md5", usedforsecurity=0)
t("blake2b", string=b'x')
t("sha1", b"x", string=b"y")
