#!/bin/sh
# Remakes one layout case: builds its room with CASE/case.json's "build" arguments (its
# "templates", when it names one, is the folder of a user's game under tests/fixtures),
# turns its "arrange" steps into moves of the real udonarium app (CASE/moves.json: every
# object of a seat, zone or area moved alike, one object moved, a note moved or resized,
# the table resized),
# plays them with ../shared/tools/udon-view and keeps the app's own 保存 export of data.xml as
# CASE/data.xml. Then review what `layout` makes of it with
# `UDONFORGE_BLESS=1 cargo test layout_round_trip` and `git diff tests/layout/CASE`.
#   usage (from the checkout, after `cargo build`): tests/layout/remake.sh CASE   (BIN: another binary)
set -eu
name=$1
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
case_dir="$here/$name"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
templates=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("templates", ""))' "$case_dir/case.json")
args=$(python3 -c 'import json,sys; print(" ".join(json.load(open(sys.argv[1]))["build"]))' "$case_dir/case.json")
if [ -n "$templates" ]; then
    cp -R "$repo/tests/fixtures/$templates" "$work/templates"
    args="$args --templates $work/templates"
fi
# shellcheck disable=SC2086
"${BIN:-$repo/target/debug/udonforge}" build $args -o "$work/room.zip"
(cd "$work" && unzip -q room.zip data.xml && mv data.xml built.xml)
python3 - "$case_dir/case.json" "$work/built.xml" "$case_dir/moves.json" <<'PY'
import json, re, sys, html
case = json.load(open(sys.argv[1]))
xml = open(sys.argv[2], encoding="utf-8").read()
CELL = 50
record = html.unescape(re.search(r'udonforge-room="sha256=\S+ (.*?)"', xml).group(1))
geometry = json.loads(record)["geometry"]
objects = []
for m in re.finditer(r'^  <(card|card-stack|character|dice-symbol|text-note) ([^>]*)>', xml, re.M):
    attrs = dict(re.findall(r'([\w.]+)="([^"]*)"', m.group(2)))
    objects.append((m.group(1), attrs))
def rect(r): return (r["x"], r["y"], r["width"], r["height"])
def inside(attrs, r):
    x, y = float(attrs["location.x"]) / CELL + 0.1, float(attrs["location.y"]) / CELL + 0.1
    return r[0] <= x < r[0] + r[2] and r[1] <= y < r[1] + r[3]
def seat_area(n): return rect(geometry["seat_areas"][n - 1])
def zone(id, n):
    z = next(z for z in geometry["seat_zones"] if z["id"] == id)["rect"]
    a = geometry["seat_areas"][n - 1]
    return (a["x"] + z["x"], a["y"] + z["y"], z["width"], z["height"])
def area(id): return rect(next(a for a in geometry["areas"] if a["id"] == id)["rect"])
def select(alias, attrs):
    s = {"alias": alias, "attr": {"udonforge": attrs["udonforge"]}}
    if alias == "card": s["loose"] = True
    # Objects of one identity (a deck in several piles) are told apart by their order.
    same = [a for t, a in objects if t == alias and a.get("udonforge") == attrs["udonforge"]]
    if len(same) > 1: s["nth"] = next(i for i, a in enumerate(same) if a is attrs)
    return s
def move(alias, attrs, by):
    return dict(select(alias, attrs), action="set", set={
        "location.x": float(attrs["location.x"]) + by[0] * CELL,
        "location.y": float(attrs["location.y"]) + by[1] * CELL})
moves = []
for step in case["arrange"]:
    by = step.get("by", [0, 0])
    if "table" in step:
        w, h = step["table"]
        moves.append({"alias": "game-table", "action": "set", "set": {"width": w, "height": h}})
        continue
    if "note" in step:
        alias, attrs = next(o for o in objects if o[1].get("udonforge", "").endswith("component=note/" + step["note"]))
        if "by" in step: moves.append(move(alias, attrs, by))
        for key in ("width", "height"):
            if key in step:
                moves.append(dict(select(alias, attrs), action="setData", data=key, value=step[key]))
        continue
    if "object" in step:
        chosen = [o for o in objects if re.search(step["object"], o[1].get("udonforge", ""))][:1]
    elif "zone" in step:
        chosen = [o for o in objects if inside(o[1], zone(step["zone"], step["seat"]))]
    elif "seat" in step:
        chosen = [o for o in objects if o[0] != "text-note" and inside(o[1], seat_area(step["seat"]))]
    else:
        chosen = [o for o in objects if o[0] != "text-note" and inside(o[1], area(step["area"]))]
    if not chosen: sys.exit(f"remake: {step} moves nothing")
    moves.extend(move(alias, attrs, by) for alias, attrs in chosen)
json.dump({"build": case["build"], "moves": moves}, open(sys.argv[3], "w", encoding="utf-8"), ensure_ascii=False, indent=1)
PY
"$repo/../shared/tools/udon-view" "$work/room.zip" "$work/view" --moves "$case_dir/moves.json"
(cd "$work" && unzip -q view/exported.zip data.xml && cp data.xml "$case_dir/data.xml")
echo "remade $case_dir/data.xml"
