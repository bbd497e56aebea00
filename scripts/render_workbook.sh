#!/usr/bin/env bash
# Render a workbook to PNG pages with LibreOffice (headless), to look at what a person sees,
# the tie-break formulas computed by LibreOffice through the xl-tiebreaks extension.
#
#   scripts/render_workbook.sh FILE.xlsx [OUTDIR] [DPI]
#
# Writes OUTDIR/<stem>.pdf and OUTDIR/<stem>-<page>.png (one PNG per printed page; every
# sheet is printed as its page setup says: landscape / fit to one page wide). A private
# LibreOffice profile gets the extension (built from this checkout's xl_tiebreaks with
# ${PYTHON:-python3}), so a workbook with formulas (template, from-trf) computes as it does
# for an organiser. Installs LibreOffice (Calc, no GUI), its Python bridge, poppler-utils and
# fonts on Debian/Ubuntu if missing (Carlito is metrically compatible with Calibri, the
# templates' font, so column widths come out as in Excel). LOCALE=es_ES.UTF-8 prints with a
# Spanish LibreOffice (decimal commas), as a Spanish organiser sees the workbook.
set -euo pipefail

if [[ $# -lt 1 ]]; then
    echo "usage: $0 FILE.xlsx [OUTDIR] [DPI]" >&2
    exit 2
fi
file=$(realpath "$1")
outdir=${2:-$(dirname "$file")}
dpi=${3:-70}
python=${PYTHON:-python3}
[[ -f $file ]] || { echo "error: $file not found" >&2; exit 2; }

if ! command -v soffice >/dev/null 2>&1 || ! command -v pdftoppm >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
        sudo=""
        [[ $(id -u) -ne 0 ]] && sudo="sudo"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
            libreoffice-calc-nogui python3-uno poppler-utils fonts-dejavu-core fonts-crosextra-carlito >/dev/null
    else
        echo "error: install LibreOffice (soffice) and poppler (pdftoppm) first" >&2
        exit 2
    fi
fi

mkdir -p "$outdir"
outdir=$(realpath "$outdir")
stem=$(basename "${file%.*}")
# a private profile with the extension: no first-start dialogs, no clash with a running LibreOffice
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
"$python" -m xl_tiebreaks.libreoffice build "$work/xl-tiebreaks.oxt" >/dev/null
chmod 644 "$work/xl-tiebreaks.oxt"
unopkg=$(dirname "$(realpath "$(command -v soffice)")")/unopkg
as_user=()
if [[ $(id -u) -eq 0 ]]; then  # unopkg refuses root: install as nobody into the private profile
    chmod 777 "$work"
    as_user=(runuser -u nobody --)
fi
"${as_user[@]}" "$unopkg" add -s "-env:UserInstallation=file://$work/profile" "$work/xl-tiebreaks.oxt" >/dev/null 2>&1
# LibreOffice's Python must not see a virtual environment's python3 on the PATH
path=$(tr ':' '\n' <<<"$PATH" | while read -r d; do [[ -f $d/../pyvenv.cfg ]] || printf '%s:' "$d"; done)
locale_env=()
[[ -n ${LOCALE:-} ]] && locale_env=(LC_ALL="$LOCALE" LANG="$LOCALE")
env -u VIRTUAL_ENV -u PYTHONHOME -u PYTHONPATH PATH="${path%:}" "${locale_env[@]}" \
    soffice "-env:UserInstallation=file://$work/profile" --headless --convert-to pdf --outdir "$outdir" "$file" \
    >/dev/null
pdf="$outdir/$stem.pdf"
[[ -f $pdf ]] || { echo "error: LibreOffice did not write $pdf" >&2; exit 1; }
rm -f "$outdir/$stem"-*.png
pdftoppm -png -r "$dpi" "$pdf" "$outdir/$stem"
ls "$outdir/$stem"-*.png
