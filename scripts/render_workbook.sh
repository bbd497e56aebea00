#!/usr/bin/env bash
# Render a workbook to PNG pages with LibreOffice (headless), to look at what a person sees.
#
#   scripts/render_workbook.sh FILE.xlsx [OUTDIR] [DPI]
#
# Writes OUTDIR/<stem>.pdf and OUTDIR/<stem>-<page>.png (one PNG per printed page; every
# sheet is printed as its page setup says: landscape / fit to one page wide). Installs
# LibreOffice (Calc, no GUI), poppler-utils and fonts on Debian/Ubuntu if soffice is missing
# (Carlito is metrically compatible with Calibri, the templates' font, so column widths
# come out as in Excel).
#
# LibreOffice cannot call the Python functions: render the copy that
# `xl-tiebreaks compute FILE.xlsx -o FILE_computed.xlsx` writes, or the cells show #NAME?.
set -euo pipefail

if [[ $# -lt 1 ]]; then
    echo "usage: $0 FILE.xlsx [OUTDIR] [DPI]" >&2
    exit 2
fi
file=$1
outdir=${2:-$(dirname "$file")}
dpi=${3:-70}
[[ -f $file ]] || { echo "error: $file not found" >&2; exit 2; }

if ! command -v soffice >/dev/null 2>&1 || ! command -v pdftoppm >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
        sudo=""
        [[ $(id -u) -ne 0 ]] && sudo="sudo"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
            libreoffice-calc-nogui poppler-utils fonts-dejavu-core fonts-crosextra-carlito >/dev/null
    else
        echo "error: install LibreOffice (soffice) and poppler (pdftoppm) first" >&2
        exit 2
    fi
fi

mkdir -p "$outdir"
stem=$(basename "${file%.*}")
# a private profile: no first-start dialogs, no clash with a running LibreOffice
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
soffice -env:UserInstallation="file://$profile" --headless --convert-to pdf --outdir "$outdir" "$file" >/dev/null
pdf="$outdir/$stem.pdf"
[[ -f $pdf ]] || { echo "error: LibreOffice did not write $pdf" >&2; exit 1; }
rm -f "$outdir/$stem"-*.png
pdftoppm -png -r "$dpi" "$pdf" "$outdir/$stem"
ls "$outdir/$stem"-*.png
