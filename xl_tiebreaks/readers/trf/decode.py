"""The bytes of a TRF file as text: the encodings real files come in (UTF-32/UTF-16 with or
without a BOM, UTF-8 with or without one, cp1252, latin-1) and lines whose columns were counted
in bytes."""

from __future__ import annotations

from .records import TrfError, _DIGITS


def decode_bytes(data: bytes) -> tuple[str, str]:
    """Decode ``data``: UTF-32 or UTF-16 (with a BOM, or recognised by the zero bytes of
    ASCII text), UTF-8 (BOM allowed), else cp1252, else latin-1.

    Returns ``(text, encoding)``. A UTF-8 BOM in front of text that is not UTF-8 (an editor
    that added it to a cp1252 file) is dropped and the rest decoded as cp1252. Raises
    :class:`TiebreakError` ``trf_decode`` only when nothing fits (latin-1 decodes any byte,
    so in practice never).
    """
    head = data[:400]
    bom16 = data[:2] in (b"\xff\xfe", b"\xfe\xff")
    tries = []
    if data[:4] in (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"):  # UTF-32 with a BOM (before UTF-16's)
        tries.append("utf-32")
    if bom16:
        tries.append("utf-16")
    elif b"\x00\x00\x00" in head and len(data) % 4 == 0:
        tries.append(_byte_order("utf-32", head, 4))  # without a BOM: three zero bytes beside each ASCII character
    if b"\x00" in head and not bom16:
        tries.append(_byte_order("utf-16", head, 2))  # without a BOM: every other byte of ASCII text is zero
    for enc in tries:
        try:
            return data.decode(enc), enc
        except UnicodeDecodeError:
            pass
    if data.startswith(b"\xef\xbb\xbf"):
        try:
            return data[3:].decode("utf-8"), "utf-8-sig"
        except UnicodeDecodeError:
            data = data[3:]
    for enc in ("utf-8", "cp1252", "latin-1"):
        try:
            return data.decode(enc), enc
        except UnicodeDecodeError:
            continue
    raise TrfError("trf_decode")  # pragma: no cover - latin-1 accepts all bytes


def _byte_order(name: str, head: bytes, width: int) -> str:
    """``utf-16-le`` / ``-be`` (``width`` 2) or ``utf-32-le`` / ``-be`` (4) for text without a
    BOM, by where the zero bytes of ASCII characters are."""
    return f"{name}-le" if head[1::width].count(0) > head[0::width].count(0) else f"{name}-be"


# columns (0-based) that the TRF-16 player record keeps blank between its fields
_SEPARATORS = (47, 52, 84, 89, 90)


def _looks_aligned(line: str) -> bool:
    """The fixed columns of a ``001`` record are where TRF-16 puts them."""
    n = len(line)
    for i in _SEPARATORS:
        if i < n and line[i] != " ":
            return False
    if n > 91:
        block = line[91:101]
        opp = block[0:4]
        if not (opp.isspace() or _DIGITS(opp.lstrip(" ") or "x")):
            return False
        if block[4:5] not in ("", " ") or block[6:7] not in ("", " "):
            return False
    return True


def _byte_columns(line: str) -> str | None:
    """``line`` re-cut as if its columns were counted in UTF-8 bytes (writers that pad the
    name with bytes shift every later field left by one column per accented letter), or
    ``None`` when that reading does not fit the layout either."""
    b = line.encode("utf-8")
    if len(b) == len(line):
        return None
    fixed = b[:14].decode("utf-8", "ignore").ljust(14)[:14]
    fixed += b[14:47].decode("utf-8", "ignore").ljust(33)[:33]
    fixed += b[47:].decode("utf-8", "ignore")
    return fixed if _looks_aligned(fixed) else None
