"""Reading and writing the user's files safely: only regular files, bounded in size, written
whole or not at all.

Every command reads its inputs and writes its outputs through here:

* an **input** must be a regular file (a folder, a device such as ``/dev/zero``, a named pipe
  or a socket is refused before it is opened: a pipe would block forever, a device would
  grow memory without end), and is read up to a limit that depends on what it is (a TRF
  file, a workbook, a CSV of manual criteria); a larger file is refused with the limit;
* an **output** is a regular file or the screen (``-``): a path that names anything else
  (``/dev/null``, a pipe...) is refused before anything is opened, even with ``--force``,
  so that a device node is never replaced by a file; the output is never one of the
  inputs, whatever the spelling of its path (:func:`same_file`: ``./``, symbolic and hard
  links); an existing file needs ``--force``;
* the output is written to a temporary file beside it and, when complete, linked in
  exclusively (without ``--force``: an existing file is never replaced, also when two runs
  race for one name: one wins, the other says the file exists) or renamed over the old
  file (``--force``: it keeps the old file's permissions). A full disk or an interrupted
  run leaves the old file as it was and no partial file.
  Workbooks are produced in memory first, so a failed write cannot leave half-closed zip
  archives behind (no traceback after the error line).

Errors are :class:`~xl_tiebreaks.errors.TiebreakError` with messages in English and Spanish.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path
from typing import IO, Sequence

from .errors import TiebreakError

#: the screen (standard output) as an output path
STDOUT = "-"

#: the largest file each reader accepts (bytes): far above any real event
MAX_TRF_BYTES = 64 * 2**20  # 9,999 players x 999 rounds of 10 characters is ~100 MB; real files are < 1 MB
MAX_WORKBOOK_BYTES = 100 * 2**20  # compressed .xlsx / .xlsm (its unpacked size is checked by workbook/reader.py)
MAX_CSV_BYTES = 8 * 2**20
MAX_CONFIG_BYTES = 2**20

#: what each limit is for, as the messages name it (English, Spanish)
WHAT = {
    "trf": ("TRF file", "un fichero TRF"),
    "workbook": ("tournament workbook", "un libro de torneo"),
    "csv": ("manual-criteria file", "un fichero de criterios manuales"),
    "config": ("configuration file", "un fichero de configuración"),
    "player_data": ("players' data file", "un fichero de datos de los jugadores"),
    "prizes": ("prize file", "un fichero de premios"),
}

_DEVICE = ("a device", "un dispositivo")
_KINDS = {  # st_mode type -> (English, Spanish), as the messages say it
    stat.S_IFDIR: ("a folder", "una carpeta"),
    stat.S_IFCHR: _DEVICE, stat.S_IFBLK: _DEVICE,
    stat.S_IFIFO: ("a named pipe (FIFO)", "una tubería con nombre (FIFO)"),
    stat.S_IFSOCK: ("a socket", "un socket"),
}

_DENIED = ("permission denied", "permiso denegado")
_REASONS = {  # errno -> (English, Spanish)
    errno.ENOSPC: ("the disk is full", "el disco está lleno"),
    errno.EDQUOT: ("the disk quota is used up", "se agotó la cuota de disco"),
    errno.EROFS: ("the disk is read-only", "el disco es de solo lectura"),
    errno.EACCES: _DENIED, errno.EPERM: _DENIED,
    errno.EFBIG: ("the file is larger than the system allows", "el fichero supera el tamaño que admite el sistema"),
    errno.EIO: ("an input/output error of the disk", "un error de entrada/salida del disco"),
    errno.ENAMETOOLONG: ("the name is too long", "el nombre es demasiado largo"),
    errno.ELOOP: ("too many symbolic links", "demasiados enlaces simbólicos"),
    errno.ENOTDIR: ("a part of the path is not a folder", "una parte de la ruta no es una carpeta"),
    errno.EISDIR: ("it is a folder", "es una carpeta"),
    errno.ENOENT: ("it does not exist", "no existe"),
}


def _kind(mode: int) -> tuple[str, str] | None:
    """``None`` for a regular file, else what it is (English, Spanish)."""
    if stat.S_ISREG(mode):
        return None
    return _KINDS.get(stat.S_IFMT(mode), ("not a regular file", "algo que no es un fichero normal"))


def os_error(e: OSError, path: str | Path, *, writing: bool) -> TiebreakError:
    """An :class:`OSError` as a message naming the path and the reason in both languages."""
    en, es = _REASONS.get(e.errno or -1, (e.strerror or str(e), e.strerror or str(e)))
    return TiebreakError("write_failed" if writing else "read_failed", path=str(path), reason=en, reason_es=es)


def _size(n: int) -> str:
    return f"{n // 2**20} MB" if n >= 2**20 else f"{n // 1024} KB" if n >= 1024 else f"{n} bytes"


# ---------------------------------------------------------------------------------------------
# inputs


def check_input(path: str | Path) -> Path:
    """``path`` when it names an existing regular file (symbolic links followed).

    Raises:
        TiebreakError: ``file_not_found``; ``path_not_regular_input`` (a folder, a device, a
            named pipe, a socket), checked without opening it; ``read_failed``.
    """
    p = Path(path)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        raise TiebreakError("file_not_found", path=str(p)) from None
    except OSError as e:
        raise os_error(e, p, writing=False) from None
    kind = _kind(st.st_mode)
    if kind is not None:
        raise TiebreakError("path_not_regular_input", path=str(p), kind=kind[0], kind_es=kind[1])
    return p


def read_input(path: str | Path, what: str, limit: int | None = None) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` (default: the limit of
    ``what``, a key of :data:`WHAT`).

    The file is checked before it is opened (:func:`check_input`), opened without blocking
    and checked again on the open handle (a file swapped for a pipe in between is refused
    too), and read no further than the limit.

    Raises:
        TiebreakError: as :func:`check_input`; ``file_too_big`` naming the limit.
    """
    p = check_input(path)
    limit = limit if limit is not None else {"trf": MAX_TRF_BYTES, "workbook": MAX_WORKBOOK_BYTES,
                                             "csv": MAX_CSV_BYTES, "config": MAX_CONFIG_BYTES,
                                             "player_data": MAX_CSV_BYTES, "prizes": MAX_CONFIG_BYTES}[what]
    try:
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                     | getattr(os, "O_BINARY", 0))
    except OSError as e:
        raise os_error(e, p, writing=False) from None
    try:
        st = os.fstat(fd)
        kind = _kind(st.st_mode)
        if kind is not None:
            raise TiebreakError("path_not_regular_input", path=str(p), kind=kind[0], kind_es=kind[1])
        if st.st_size > limit:
            raise _too_big(p, what, limit)
        chunks = []
        got = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
            if got > limit:  # the file grew while being read
                raise _too_big(p, what, limit)
        return b"".join(chunks)
    except OSError as e:
        raise os_error(e, p, writing=False) from None
    finally:
        os.close(fd)


def _too_big(p: Path, what: str, limit: int) -> TiebreakError:
    en, es = WHAT.get(what, (what, what))
    return TiebreakError("file_too_big", path=str(p), limit=_size(limit), what=en, what_es=es)


# ---------------------------------------------------------------------------------------------
# outputs


def is_stdout(out: str | Path | None) -> bool:
    return out is not None and str(out) == STDOUT


def same_file(a: str | Path, b: str | Path) -> bool:
    """Do ``a`` and ``b`` name one file, whatever the spelling: the same path, ``./x``, a
    symbolic link, a hard link (the device and inode of what each names, links followed, as
    :func:`os.path.samefile` compares them)? ``False`` when either does not exist."""
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def check_output(out: str | Path, inputs: Sequence[str | Path] = (), force: bool = False) -> Path | None:
    """The output path (``None`` for the screen, ``-``), refused before anything is opened
    when it names something other than a regular file (a device such as ``/dev/null``, a
    named pipe, a folder: never replaced, even with ``force``), when it is one of
    ``inputs`` (:func:`same_file`: also through ``./``, a symbolic or a hard link), when its
    folder does not exist, or when it exists and ``force`` is not given. The write itself
    (:func:`write_output`) creates the file exclusively without ``force``: a file that
    appears in between is not replaced either.

    Raises:
        TiebreakError: ``path_not_regular_output``, ``output_is_input``, ``output_no_folder``,
            ``output_exists``.
    """
    if is_stdout(out):
        return None
    path = Path(out)
    parent = path.parent if str(path.parent) else Path(".")
    try:
        st = os.stat(path)  # follows a symbolic link: what a write would reach
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise os_error(e, path, writing=True) from None
    if st is not None:
        kind = _kind(st.st_mode)
        if kind is not None:
            raise TiebreakError("path_not_regular_output", path=str(path), kind=kind[0], kind_es=kind[1])
        if any(same_file(src, path) for src in inputs):
            raise TiebreakError("output_is_input", path=str(path))
        if not force:
            raise TiebreakError("output_exists", path=str(path))
    elif not parent.is_dir():
        raise TiebreakError("output_no_folder", folder=str(parent))
    return path


def _refuse_if_not_regular(path: Path) -> os.stat_result | None:
    """Checked again just before the rename: nothing but a regular file is ever replaced.
    Returns what is there (``None``: nothing)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        raise os_error(e, path, writing=True) from None
    kind = _kind(st.st_mode)
    if kind is not None:
        raise TiebreakError("path_not_regular_output", path=str(path), kind=kind[0], kind_es=kind[1])
    return st


def _new_file_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def write_output(out: Path | None, data: bytes | str, *, binary: bool = False, stream: IO[str] | None = None,
                 force: bool = False) -> None:
    """Write ``data`` to ``out`` whole, or to the screen when ``out`` is ``None``. ``str``
    data is written as UTF-8 with the line ends it holds. A workbook (``binary``) is not
    written to a terminal.

    The data goes to a temporary file beside ``out`` (removed on any error), which then
    takes its place: without ``force`` it is linked in exclusively (an existing file, also
    one that another run created a moment ago, is never replaced: of runs that race for one
    new name exactly one wins; on a file system without hard links the file is created with
    ``O_CREAT | O_EXCL``), the permissions those of a new file; with ``force`` it is renamed
    over the old file, which keeps its permissions (and its owner and group where the
    system allows).

    Raises:
        TiebreakError: ``write_failed`` (full disk, no permission...), ``output_binary_terminal``,
            ``path_not_regular_output``, ``output_exists`` (without ``force``).
    """
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if out is None:
        s = stream or sys.stdout
        if isinstance(data, str):
            s.write(data)
            s.flush()
            return
        if s.isatty():
            raise TiebreakError("output_binary_terminal")
        buf = getattr(s, "buffer", None)
        s.flush()
        (buf or s).write(raw)  # type: ignore[arg-type]
        (buf or s).flush()
        return
    import tempfile

    parent = out.parent if str(out.parent) else Path(".")
    old = _refuse_if_not_regular(out)
    if old is not None and not force:
        raise TiebreakError("output_exists", path=str(out))
    try:
        fd, tmp = tempfile.mkstemp(dir=parent, prefix=f".{out.stem}.", suffix=out.suffix)
    except OSError as e:
        raise os_error(e, out, writing=True) from None
    tmp_path = Path(tmp)
    try:
        try:
            _write_fd(fd, raw)
            if force:
                old = _refuse_if_not_regular(out)
                _keep_permissions(tmp_path, old)
                os.replace(tmp_path, out)
            else:
                os.chmod(tmp_path, _new_file_mode())  # as a plain new file would be (mkstemp makes it private)
                _link_new(tmp_path, out, raw)
        except OSError as e:
            raise os_error(e, out, writing=True) from None
    finally:
        try:
            tmp_path.unlink()
        except OSError:
            pass


def _write_fd(fd: int, raw: bytes) -> None:
    """``raw`` written to the open file ``fd`` and on the disk (closed afterwards)."""
    with os.fdopen(fd, "wb") as fh:
        fh.write(raw)
        fh.flush()
        os.fsync(fh.fileno())


def _keep_permissions(tmp: Path, old: os.stat_result | None) -> None:
    """``tmp`` (about to replace a file) with the permissions of what it replaces (``old``),
    and its owner and group where the system allows; a new file's permissions when there is
    nothing to replace."""
    if old is None:
        os.chmod(tmp, _new_file_mode())
        return
    if hasattr(os, "chown"):
        for uid, gid in ((old.st_uid, old.st_gid), (-1, old.st_gid)):
            try:
                os.chown(tmp, uid, gid)
                break
            except OSError:
                continue
    os.chmod(tmp, stat.S_IMODE(old.st_mode))


def _link_new(tmp: Path, out: Path, raw: bytes) -> None:
    """``tmp`` linked in at ``out`` only if nothing is there (atomic: of racing runs one wins);
    where hard links are not available, ``out`` created with ``O_EXCL`` and written.

    Raises:
        TiebreakError: ``output_exists``.
        OSError: the write failed (``out`` is then removed).
    """
    try:
        os.link(tmp, out)
        return
    except FileExistsError:
        raise TiebreakError("output_exists", path=str(out)) from None
    except OSError as e:
        if e.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV, errno.EMLINK, errno.ENOSYS):
            raise
    try:  # a file system without hard links (FAT, some network shares)
        fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), _new_file_mode())
    except FileExistsError:
        raise TiebreakError("output_exists", path=str(out)) from None
    try:
        _write_fd(fd, raw)
    except BaseException:
        try:
            out.unlink()
        except OSError:
            pass
        raise


def workbook_bytes(wb: object) -> bytes:
    """An openpyxl workbook saved in memory (a failed write to disk then leaves nothing half
    written; see :func:`write_output`)."""
    import io

    buf = io.BytesIO()
    wb.save(buf)  # type: ignore[attr-defined]
    return buf.getvalue()
