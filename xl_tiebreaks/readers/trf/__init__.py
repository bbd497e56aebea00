"""FIDE Tournament Report File (TRF-16, with the TRF-2025/26 records that matter) reader.

Reads what real files contain: ``001`` records in any order, byes with opponent ``0``,
``0000`` or blank (lichess writes ``        U``), result codes ``1 0 = + - W D L H F U Z``,
TRF-26 ``A`` and blank (pending; ``?`` and ``X``, results not known yet, too), double
forfeits, UTF-8 (with or without BOM, also with columns counted in bytes), UTF-16 with a
BOM, cp1252 or latin-1, CRLF / LF / CR line ends, lines that stop after the last round
played, dates written ``2024/08/01``, ``2024-08-01``, ``26/11/29`` (YY/MM/DD),
``01.08.2024`` or ``01. 08. 2024``.

Records used: ``012`` name, ``042`` start date, ``062`` players, ``092`` type of
tournament (text), ``XXR``/``142`` number of rounds, ``162`` score system (TRF-26),
``192`` encoded type of tournament (TRF-26, wins over ``092``), ``001`` players. Other
records are kept as they are (:attr:`TrfFile.records`).

Points come from the rounds and the score system. The totals in columns 81-84 are
compared with them: without a ``162`` record, totals that all say the pairing-allocated
bye was worth less than a win (a ½-point PAB, which TRF-16 cannot express) set its value,
as FIDE's reference implementation does; any other disagreement is reported in
:attr:`TrfFile.notes`.

One module per concern: :mod:`.decode` (bytes to text), :mod:`.records` (one record at a
time), :mod:`.reader` (the whole file, and its checks), :mod:`.writer`.

Round block *k* of a ``001`` record occupies columns 92+10(k-1) .. 99+10(k-1)
(1-based): opponent (4), blank, colour, blank, result (TRF-16, C.04 Annex 2).
"""

from __future__ import annotations

from .decode import decode_bytes
from .reader import parse_trf, read_trf
from .records import TrfError, TrfFile, parse_date
from .writer import write_trf

__all__ = ["read_trf", "parse_trf", "write_trf", "TrfFile", "TrfError", "decode_bytes", "parse_date"]
