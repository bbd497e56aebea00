"""The VBA project of the ``.xlsm`` templates: only what the functions need.

Classic xlwings' *Import Functions* writes a module of VBA wrappers into the workbook's own
VBA project; the wrappers call the xlwings add-in (``Py.CallUDF``), so the project must hold
a reference to the add-in. xlwings' ``quickstart.xlsm`` has that reference, but its project
also carries a ``SampleCall`` macro (``Module1``, importing a Python module named after the
workbook, which does not exist here) and document modules for its two sheets. This module
writes a new ``vbaProject.bin`` (MS-OVBA) with:

* the quickstart's project information and references, byte for byte (the xlwings add-in,
  Office, MSForms; its project id and protection records);
* ``ThisWorkbook`` and one document module per sheet of the workbook, with the attributes
  Excel writes for them and no code;
* no compiled code (``_VBA_PROJECT`` in its version-independent form, every module's source
  at offset 0): Excel compiles the source when it opens the file.

The quickstart's information and reference records are written by :func:`xlwings_project_records`
and :data:`XLWINGS_PROJECT_TEXT` (checked byte for byte against xlwings' file by the tests), so
an ``.xlsm`` is built without xlwings or olefile installed: ``pip install`` of the package is
enough for ``xl-tiebreaks template ... -o x.xlsm``.

Formats: [MS-CFB] (compound file, version 3, 512-byte sectors) and [MS-OVBA] (``dir``,
``PROJECT``, ``PROJECTwm`` streams, the compression of section 2.4.1).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Iterable

# ---------------------------------------------------------------------------------------------
# MS-OVBA 2.4.1: compression


def compress(data: bytes) -> bytes:
    """A CompressedContainer holding ``data`` (MS-OVBA 2.4.1.3.6 and following)."""
    out = bytearray(b"\x01")
    for start in range(0, max(len(data), 1), 4096):
        chunk = data[start:start + 4096]
        if not chunk:
            break
        comp = _compress_chunk(chunk)
        if len(comp) <= 4096:  # CompressedChunkSize (header included) at most 4098
            header = 0xB000 | (len(comp) + 2 - 3)  # flag 1, signature 0b011, size - 3
            out += struct.pack("<H", header) + comp
        else:  # incompressible: stored raw (flag 0), padded to 4096 bytes (2.4.1.3.10)
            out += struct.pack("<H", 0x3000 | (4096 + 2 - 3)) + chunk + b"\x00" * (4096 - len(chunk))
    return bytes(out)


def _copy_token_help(pos: int) -> tuple[int, int]:
    """(length mask bits, offset bits) for a decompressed position within the chunk."""
    bit_count = max((pos - 1).bit_length(), 4) if pos > 0 else 4
    length_bits = 16 - bit_count
    return length_bits, bit_count


def _compress_chunk(chunk: bytes) -> bytes:
    out = bytearray()
    pos = 0
    n = len(chunk)
    seen: dict[bytes, list[int]] = {}  # 3-byte prefix -> earlier positions (candidates)

    def remember(upto: int) -> None:
        while remember.next < upto:
            k = remember.next
            if k + 3 <= n:
                seen.setdefault(chunk[k:k + 3], []).append(k)
            remember.next += 1

    remember.next = 0  # type: ignore[attr-defined]
    while pos < n:
        flag_index = len(out)
        out.append(0)
        flags = 0
        for bit in range(8):
            if pos >= n:
                break
            remember(pos)
            length_bits, _offset_bits = _copy_token_help(pos)
            max_length = (1 << length_bits) + 2
            lo = max(0, pos - (1 << (16 - length_bits)))
            best_len, best_off = 0, 0
            for cand in reversed(seen.get(chunk[pos:pos + 3], ())):
                if cand < lo:
                    break
                ln = 0
                while ln < max_length and pos + ln < n and chunk[cand + ln] == chunk[pos + ln]:
                    ln += 1
                if ln > best_len:
                    best_len, best_off = ln, pos - cand
                    if ln == max_length:
                        break
            if best_len >= 3:
                out += struct.pack("<H", ((best_off - 1) << length_bits) | (best_len - 3))
                flags |= 1 << bit
                pos += best_len
            else:
                out.append(chunk[pos])
                pos += 1
        out[flag_index] = flags
    return bytes(out)


def decompress(data: bytes) -> bytes:
    """The inverse of :func:`compress` (MS-OVBA 2.4.1.3.1), for the tests."""
    if not data or data[0] != 1:
        raise ValueError("not a compressed container")
    out = bytearray()
    i = 1
    while i < len(data):
        header = struct.unpack_from("<H", data, i)[0]
        size = (header & 0x0FFF) + 3
        flag = header >> 15
        chunk_end = i + size
        i += 2
        start = len(out)
        if not flag:
            out += data[i:i + 4096]
            i = chunk_end
            continue
        while i < chunk_end:
            flags = data[i]
            i += 1
            for bit in range(8):
                if i >= chunk_end:
                    break
                if not flags >> bit & 1:
                    out.append(data[i])
                    i += 1
                else:
                    token = struct.unpack_from("<H", data, i)[0]
                    i += 2
                    length_bits, _ = _copy_token_help(len(out) - start)
                    length = (token & ((1 << length_bits) - 1)) + 3
                    offset = (token >> length_bits) + 1
                    for _k in range(length):
                        out.append(out[-offset])
    return bytes(out)


# ---------------------------------------------------------------------------------------------
# MS-OVBA 2.3: the project's streams

#: attributes of a worksheet's and the workbook's document module, as Excel writes them
_SHEET_BASE = "0{00020820-0000-0000-C000-000000000046}"
_BOOK_BASE = "0{00020819-0000-0000-C000-000000000046}"


def document_module_source(name: str, workbook: bool = False) -> str:
    return "\r\n".join([
        f'Attribute VB_Name = "{name}"',
        f'Attribute VB_Base = "{_BOOK_BASE if workbook else _SHEET_BASE}"',
        "Attribute VB_GlobalNameSpace = False",
        "Attribute VB_Creatable = False",
        "Attribute VB_PredeclaredId = True",
        "Attribute VB_Exposed = True",
        "Attribute VB_TemplateDerived = False",
        "Attribute VB_Customizable = True",
    ]) + "\r\n"


@dataclass(frozen=True)
class Module:
    name: str
    source: str
    document: bool = True


def _records(data: bytes) -> Iterable[tuple[int, int, bytes, int]]:
    """(id, start, payload, end) of each record of a decompressed dir stream."""
    i = 0
    while i + 6 <= len(data):
        rid, size = struct.unpack_from("<HI", data, i)
        if rid == 0x0009:  # PROJECTVERSION: Size is 4 but 6 bytes follow
            size = 6
        yield rid, i, data[i + 6:i + 6 + size], i + 6 + size
        i += 6 + size


def _rec(rid: int, payload: bytes) -> bytes:
    return struct.pack("<HI", rid, len(payload)) + payload


def _mbcs(text: str, codepage: str) -> bytes:
    return text.encode(codepage)


def dir_stream(original_dir: bytes, modules: list[Module], codepage: str = "cp1252") -> bytes:
    """A decompressed dir stream: ``original_dir``'s information and references records,
    then the records of ``modules`` (MS-OVBA 2.3.4.2.3)."""
    prefix = None
    for rid, start, _payload, _end in _records(original_dir):
        if rid == 0x000F:  # PROJECTMODULES
            prefix = original_dir[:start]
            break
    if prefix is None:
        raise ValueError("the dir stream has no PROJECTMODULES record")
    out = bytearray(prefix)
    out += _rec(0x000F, struct.pack("<H", len(modules)))
    out += _rec(0x0013, struct.pack("<H", 0xFFFF))
    for m in modules:
        name = _mbcs(m.name, codepage)
        uname = m.name.encode("utf-16-le")
        out += _rec(0x0019, name) + _rec(0x0047, uname)
        out += _rec(0x001A, name) + _rec(0x0032, uname)
        out += _rec(0x001C, b"") + _rec(0x0048, b"")
        out += _rec(0x0031, struct.pack("<I", 0))  # source at offset 0: no compiled code
        out += _rec(0x001E, struct.pack("<I", 0))
        out += _rec(0x002C, struct.pack("<H", 0xFFFF))
        out += _rec(0x0022 if m.document else 0x0021, b"")
        out += _rec(0x002B, b"")
    out += struct.pack("<HI", 0x0010, 0)
    return bytes(out)


def project_stream(original: str, modules: list[Module]) -> str:
    """The PROJECT stream's text: the original's id, name and protection lines, the
    module lines of ``modules`` (MS-OVBA 2.3.1)."""
    keep_head = []
    keep_tail = []
    host = []
    section = None
    for line in original.replace("\r\n", "\n").split("\n"):
        if line.startswith("["):
            section = line
        if section is None:
            if line.startswith(("Document=", "Module=", "Class=", "BaseClass=", "Package=")) or not line:
                continue
            (keep_head if line.startswith("ID=") else keep_tail).append(line)
        elif section == "[Host Extender Info]":
            if line and not line.startswith("["):
                host.append(line)
    lines = keep_head[:]
    for m in modules:
        lines.append(f"Document={m.name}/&H00000000" if m.document else f"Module={m.name}")
    lines += keep_tail
    lines += ["", "[Host Extender Info]", *host, "", "[Workspace]"]
    lines += [f"{m.name}=0, 0, 0, 0, C" for m in modules]
    return "\r\n".join(lines) + "\r\n"


def projectwm_stream(modules: list[Module], codepage: str = "cp1252") -> bytes:
    out = bytearray()
    for m in modules:
        out += _mbcs(m.name, codepage) + b"\x00" + m.name.encode("utf-16-le") + b"\x00\x00"
    return bytes(out + b"\x00\x00")


#: _VBA_PROJECT with no performance cache (MS-OVBA 2.3.4.1: Version 0xFFFF on write)
VBA_PROJECT_STREAM = bytes([0xCC, 0x61, 0xFF, 0xFF, 0x00, 0x00, 0x00])


# ---------------------------------------------------------------------------------------------
# MS-CFB: a compound file, version 3

_ENDOFCHAIN, _FREESECT, _FATSECT, _NOSTREAM = 0xFFFFFFFE, 0xFFFFFFFF, 0xFFFFFFFD, 0xFFFFFFFF
_SECTOR, _MINI, _CUTOFF = 512, 64, 4096


@dataclass
class _Entry:
    name: str
    kind: int  # 1 storage, 2 stream, 5 root
    data: bytes = b""
    children: list[_Entry] | None = None
    clsid: bytes = b"\x00" * 16
    left: int = _NOSTREAM
    right: int = _NOSTREAM
    child: int = _NOSTREAM
    color: int = 1  # black
    start: int = _ENDOFCHAIN
    index: int = 0


def _key(name: str) -> tuple[int, str]:
    return len(name), name.upper()


def _tree(entries: list[_Entry], depth: int, deepest: int) -> int:
    """A balanced binary search tree of ``entries`` (sorted); nodes on the deepest level of
    an incomplete tree are red, the others black: a valid red-black tree. Returns the root."""
    if not entries:
        return _NOSTREAM
    mid = len(entries) // 2
    node = entries[mid]
    node.color = 0 if depth == deepest and depth > 0 else 1
    node.left = _tree(entries[:mid], depth + 1, deepest)
    node.right = _tree(entries[mid + 1:], depth + 1, deepest)
    return node.index


def compound_file(tree: dict) -> bytes:
    """A compound file from a nested dict: ``{name: bytes}`` for streams, ``{name: dict}``
    for storages."""
    entries: list[_Entry] = []

    def add(name: str, value, kind: int | None = None) -> _Entry:
        e = _Entry(name, kind or (1 if isinstance(value, dict) else 2))
        e.index = len(entries)
        entries.append(e)
        if isinstance(value, dict):
            e.children = [add(k, v) for k, v in value.items()]
        else:
            e.data = value
        return e

    root = add("Root Entry", tree, 5)

    def link(e: _Entry) -> None:
        if not e.children:
            return
        kids = sorted(e.children, key=lambda c: _key(c.name))
        n = len(kids)
        deepest = (n).bit_length() - 1 if n & (n + 1) else -1  # no red level in a perfect tree
        e.child = _tree(kids, 0, deepest)
        for c in kids:
            link(c)

    link(root)

    # mini stream: every stream under the cutoff
    mini = bytearray()
    minifat: list[int] = []
    big: list[_Entry] = []
    for e in entries:
        if e.kind != 2:
            continue
        if len(e.data) < _CUTOFF:
            if not e.data:
                e.start = _ENDOFCHAIN
                continue
            first = len(mini) // _MINI
            count = -(-len(e.data) // _MINI)
            e.start = first
            minifat += [first + k + 1 for k in range(count - 1)] + [_ENDOFCHAIN]
            mini += e.data + b"\x00" * (count * _MINI - len(e.data))
        else:
            big.append(e)
    root.data = bytes(mini)

    # sectors after the FAT: directory, mini FAT, mini stream (root's data), big streams
    dir_bytes = bytearray()
    for e in entries:
        name = e.name.encode("utf-16-le") + b"\x00\x00"
        dir_bytes += name + b"\x00" * (64 - len(name))
        dir_bytes += struct.pack("<HBBIII", len(name), e.kind, e.color, e.left, e.right, e.child)
        dir_bytes += e.clsid + b"\x00" * 4 + b"\x00" * 16  # state bits, times
        size = len(e.data) if e.kind in (2, 5) else 0
        start = 0 if e.kind == 1 else e.start if size or e.kind == 5 else _ENDOFCHAIN  # storages: zeroes
        dir_bytes += struct.pack("<IQ", start, size)
    dir_bytes += b"\x00" * (-len(dir_bytes) % _SECTOR)
    # unused directory slots must be empty entries with no siblings
    pad_entries = (len(dir_bytes) // 128) - len(entries)
    if pad_entries:
        blank = b"\x00" * 64 + struct.pack("<HBBIII", 0, 0, 0, _NOSTREAM, _NOSTREAM, _NOSTREAM) + b"\x00" * 52
        dir_bytes = dir_bytes[:len(entries) * 128] + blank * pad_entries

    minifat_bytes = b"".join(struct.pack("<I", x) for x in minifat)
    minifat_bytes += b"\xff" * (-len(minifat_bytes) % _SECTOR)

    def sectors(n_bytes: int) -> int:
        return -(-n_bytes // _SECTOR)

    blocks = [("dir", bytes(dir_bytes)), ("minifat", minifat_bytes), ("mini", bytes(mini))]
    blocks += [(f"big{e.index}", e.data) for e in big]
    data_sectors = sum(sectors(len(b)) for _n, b in blocks)
    n_fat = 1
    while n_fat * (_SECTOR // 4) < n_fat + data_sectors:
        n_fat += 1
    if n_fat > 109:
        raise ValueError("compound file too large for this writer (no DIFAT sectors)")
    fat = [_FATSECT] * n_fat
    starts = {}
    nxt = n_fat
    for name, b in blocks:
        count = sectors(len(b))
        if count == 0:
            starts[name] = _ENDOFCHAIN
            continue
        starts[name] = nxt
        fat += [nxt + k + 1 for k in range(count - 1)] + [_ENDOFCHAIN]
        nxt += count
    fat += [_FREESECT] * (n_fat * (_SECTOR // 4) - len(fat))

    # now the sector numbers are known: root and big streams' starts into the directory
    def set_start(e: _Entry, start: int) -> None:
        off = e.index * 128 + 116
        dir_bytes[off:off + 4] = struct.pack("<I", start)

    dir_bytes = bytearray(dir_bytes)
    set_start(root, starts["mini"] if mini else _ENDOFCHAIN)
    for e in big:
        set_start(e, starts[f"big{e.index}"])
    blocks[0] = ("dir", bytes(dir_bytes))

    header = bytearray(_SECTOR)
    header[0:8] = bytes.fromhex("D0CF11E0A1B11AE1")
    struct.pack_into("<HHHHH", header, 24, 0x003E, 0x0003, 0xFFFE, 9, 6)
    struct.pack_into("<I", header, 44, n_fat)
    struct.pack_into("<I", header, 48, starts["dir"])
    struct.pack_into("<I", header, 56, _CUTOFF)
    n_minifat = sectors(len(minifat_bytes)) if minifat else 0
    struct.pack_into("<II", header, 60, starts["minifat"] if minifat else _ENDOFCHAIN, n_minifat)
    struct.pack_into("<II", header, 68, _ENDOFCHAIN, 0)
    difat = list(range(n_fat)) + [_FREESECT] * (109 - n_fat)
    struct.pack_into("<109I", header, 76, *difat)

    out = bytearray(header)
    out += b"".join(struct.pack("<I", x) for x in fat)
    for _name, b in blocks:
        out += b + b"\x00" * (-len(b) % _SECTOR)
    return bytes(out)


# ---------------------------------------------------------------------------------------------
# the project


#: the PROJECT stream of xlwings' ``quickstart.xlsm`` (xlwings 0.37; BSD-3-Clause, as this
#: package): its project id, name and protection lines are kept (:func:`project_stream`)
XLWINGS_PROJECT_TEXT = (
    'ID="{E2E0E410-BF04-4DC5-BDD2-D3FBBA8B7D37}"\r\nDocument=ThisWorkbook/&H00000000\r\n'
    'Document=Sheet1/&H00000000\r\nModule=Module1\r\nDocument=Sheet2/&H00000000\r\nName="VBAProject"\r\n'
    'HelpContextID="0"\r\nVersionCompatible32="393222000"\r\nCMG="A7A58C2B7CDD73E173E173E173E1"\r\n'
    'DPB="A2A089308531853185"\r\nGC="9D9FB6314A2D4B2D4BD2"\r\n\r\n[Host Extender Info]\r\n'
    '&H00000001={3832D640-CF90-11CF-8E43-00A0C911005A};VBE;&H00000000\r\n\r\n[Workspace]\r\n'
    'ThisWorkbook=0, 0, 0, 0, C\r\nSheet1=0, 0, 0, 0, C\r\nModule1=280, 53, 1143, 563, Z\r\n'
    'Sheet2=0, 0, 0, 0, C\r\n')


def _libid(text: str) -> bytes:
    """A length-prefixed LIBID (MS-OVBA 2.1.1.8)."""
    raw = text.encode("cp1252")
    return struct.pack("<I", len(raw)) + raw


def _name_records(name: str) -> bytes:
    """REFERENCENAME (MS-OVBA 2.3.4.2.2.2): the name, and again in UTF-16."""
    return _rec(0x0016, name.encode("cp1252")) + _rec(0x003E, name.encode("utf-16-le"))


def xlwings_project_records() -> bytes:
    """The dir stream's PROJECTINFORMATION and PROJECTREFERENCES records (MS-OVBA 2.3.4.2.1
    and 2.3.4.2.2) of xlwings' ``quickstart.xlsm``: a 64-bit Windows project (SysKind 3),
    LCID 1033, code page 1252, named ``VBAProject``, and its references: Microsoft Forms 2.0
    (a control reference), Microsoft Office 16.0 (registered) and the xlwings add-in
    (a project reference, ``xlwings.xlam``, absolute and relative), the one the wrappers of
    *Import Functions* need (``Py.CallUDF``). Byte for byte the quickstart's: the tests
    compare them with the file xlwings ships."""
    out = bytearray()
    out += _rec(0x0001, struct.pack("<I", 3))        # PROJECTSYSKIND: 64-bit Windows
    out += _rec(0x004A, struct.pack("<I", 5))        # PROJECTCOMPATVERSION
    out += _rec(0x0002, struct.pack("<I", 0x0409))   # PROJECTLCID
    out += _rec(0x0014, struct.pack("<I", 0x0409))   # PROJECTLCIDINVOKE
    out += _rec(0x0003, struct.pack("<H", 1252))     # PROJECTCODEPAGE
    out += _rec(0x0004, b"VBAProject")               # PROJECTNAME
    out += _rec(0x0005, b"") + _rec(0x0040, b"")     # PROJECTDOCSTRING (and its Unicode)
    out += _rec(0x0006, b"") + _rec(0x003D, b"")     # PROJECTHELPFILEPATH (both)
    out += _rec(0x0007, struct.pack("<I", 0))        # PROJECTHELPCONTEXT
    out += _rec(0x0008, struct.pack("<I", 0))        # PROJECTLIBFLAGS
    # PROJECTVERSION: Reserved (4, always 4), then MajorVersion (4) and MinorVersion (2)
    out += struct.pack("<HIIH", 0x0009, 4, 0x6901E03F, 2)
    out += _rec(0x000C, b"") + _rec(0x003C, b"")     # PROJECTCONSTANTS (both)
    # Microsoft Forms 2.0: REFERENCECONTROL (2.3.4.2.2.3) with its original type library
    out += _name_records("MSForms")
    out += _rec(0x0033, b"*\\G{0D452EE1-E08F-101A-852E-02608C4D0BB4}#2.0#0#C:\\Windows\\system32\\FM20.DLL#"
                        b"Microsoft Forms 2.0 Object Library")
    out += _rec(0x002F, _libid("*\\G{00000000-0000-0000-0000-000000000000}#0.0#0##") + b"\0" * 6)
    out += _name_records("MSForms")
    out += _rec(0x0030, _libid("*\\G{25A06F1F-CB74-4EA9-99E8-704B89FB01D7}#2.0#0#C:\\Users\\felix\\AppData\\"
                               "Local\\Temp\\VBE\\MSForms.exd#Microsoft Forms 2.0 Object Library") + b"\0" * 6
                + bytes.fromhex("E12E450D8FE01A10852E02608C4D0BB4") + struct.pack("<I", 1))
    # Microsoft Office 16.0: REFERENCEREGISTERED (2.3.4.2.2.5)
    out += _name_records("Office")
    out += _rec(0x000D, _libid("*\\G{2DF8D04C-5BFA-101B-BDE5-00AA0044DE52}#2.0#0#C:\\Program Files\\Common Files"
                               "\\Microsoft Shared\\OFFICE16\\MSO.DLL#Microsoft Office 16.0 Object Library")
                + b"\0" * 6)
    # the xlwings add-in: REFERENCEPROJECT (2.3.4.2.2.6), absolute and relative path, version
    out += _name_records("xlwings")
    out += _rec(0x000E, _libid("*\\CC:\\Users\\felix\\dev\\xlwings\\xlwings\\addin\\xlwings.xlam")
                + _libid("*\\Caddin\\xlwings.xlam") + struct.pack("<IH", 0x68FE4C3D, 0x000C))
    return bytes(out)


def build_vba_project(original_bin: bytes | None, sheet_code_names: list[str]) -> bytes:
    """A ``vbaProject.bin`` with the information and references of ``original_bin`` (another
    project's ``vbaProject.bin``, read with olefile) or, ``None``, of xlwings' quickstart
    (:func:`xlwings_project_records`, :data:`XLWINGS_PROJECT_TEXT`: no olefile needed), the
    ``ThisWorkbook`` module and one empty document module per name of ``sheet_code_names``
    (the worksheets' ``codeName``, in sheet order)."""
    if original_bin is None:
        dir_orig = xlwings_project_records() + _rec(0x000F, struct.pack("<H", 0))
        project_orig = XLWINGS_PROJECT_TEXT
    else:
        import olefile  # read the original (oletools' dependency; a test and build-time tool)

        ole = olefile.OleFileIO(original_bin)
        try:
            dir_orig = decompress(ole.openstream("VBA/dir").read())
            project_orig = ole.openstream("PROJECT").read().decode("cp1252")
        finally:
            ole.close()
    modules = [Module("ThisWorkbook", document_module_source("ThisWorkbook", workbook=True))]
    modules += [Module(n, document_module_source(n)) for n in sheet_code_names]
    vba = {"_VBA_PROJECT": VBA_PROJECT_STREAM, "dir": compress(dir_stream(dir_orig, modules))}
    for m in modules:
        vba[m.name] = compress(m.source.encode("cp1252"))
    return compound_file({
        "VBA": vba,
        "PROJECT": project_stream(project_orig, modules).encode("cp1252"),
        "PROJECTwm": projectwm_stream(modules),
    })

