#!/usr/bin/env bash
# Builds app/fonts/inter-pt-400-700.woff2 from @fontsource-variable/inter: the weight axis cut to
# the weights the site uses (400–700) and the glyphs to what Portuguese text needs. 48 KB → 25 KB.
# Needs fonttools with brotli (Debian: apt-get install fonttools python3-brotli). The output is
# committed, so building the site never needs fonttools. Playfair Display is shipped as published:
# its licence reserves the font's name for unmodified versions.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
OUT=app/fonts/inter-pt-400-700.woff2
# Keep in step with the unicode-range of the @font-face in app/app.css.
UNICODES="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2190-2193,U+2212"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fonttools varLib.instancer "$SRC" wght=400:700 -o "$TMP/inter.ttf" >/dev/null
pyftsubset "$TMP/inter.ttf" --unicodes="$UNICODES" --flavor=woff2 --output-file="$OUT" \
  --no-hinting --desubroutinize --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk'
cp node_modules/@fontsource-variable/inter/LICENSE app/fonts/LICENSE-Inter.txt
echo "$OUT: $(wc -c < "$OUT") bytes"
