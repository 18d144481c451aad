#!/bin/sh
# 68-texture: textures and surfaces (issue 14).
#  - tests/texture/oracle.py: the texture unit of both engines (tools/nvcgrun/texture.c)
#    against an independent Python model of filtering and addressing (exact arithmetic),
#    for every addressing mode, point and linear filtering, normalized and unnormalized
#    coordinates, element and normalized-float reads, integer fetches and tld4 gathers,
#    mip levels (tex.level, tex.grad; point and linear between levels), cube maps and
#    cube-map arrays, txq of a mipmapped cube-map array
#  - faults and usage errors of the runner: a handle that is no texture, a surface used as
#    a texture, a 1d texture fetched as 2d, a .trap surface access out of range (exit 1,
#    message naming the thread and instruction), bad tex:/surf: arguments (exit 2)
#  - build/texture_builder_test (tests/texture/builder_test.c): the builder API's calls and
#    its misuse diagnostics
#  - examples/texture_blur.c (the builder API): its module through nvcgc -O2 and ptxas,
#    both engines agreeing on a random image, and the closed form on a constant one
# (FileCheck, ptxas, engine agreement and compile errors: tests/lit/texture_*.ll and
# err_texture_*.ll, suite 62.)
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ] || [ ! -x build/nvcgrun ]; then
  echo "FAIL: texture/build (build/nvcgc or build/nvcgrun missing: run make)"
  exit 0
fi
command -v python3 >/dev/null || { echo "SKIP: texture (python3 missing)"; exit 0; }
python3 tests/texture/oracle.py
out=tests/out/texture
mkdir -p "$out"
build/nvcgc -mcpu=sm_75 tests/texture/sample.ll -o "$out/sample.ptx" 2>"$out/cc.err" &&
  build/nvcgc -mcpu=sm_75 tests/texture/trap.ll -o "$out/trap.ptx" 2>>"$out/cc.err" ||
  { echo "FAIL: texture/runtime/compile ($(head -1 "$out/cc.err"))"; exit 0; }
# expect NAME RC TEXT ENGINE FILE ARGS...: nvcgrun exits RC and says TEXT on stderr
expect() {
  name=$1; want=$2; text=$3; eng=$4; file=$5; shift 5
  build/nvcgrun --engine="$eng" "$file" "$@" >/dev/null 2>"$out/$name.$eng.err"; rc=$?
  if [ "$rc" != "$want" ]; then echo "FAIL: texture/runtime/$name.$eng (exit $rc, expected $want: $(head -1 "$out/$name.$eng.err"))"
  elif ! grep -qF -- "$text" "$out/$name.$eng.err"; then echo "FAIL: texture/runtime/$name.$eng (expected '$text' in: $(head -1 "$out/$name.$eng.err"))"
  else echo "PASS: texture/runtime/$name.$eng"; fi
}
for eng in ir ptx; do
  if [ $eng = ir ]; then s=tests/texture/sample.ll; t=tests/texture/trap.ll; else s=$out/sample.ptx; t=$out/trap.ptx; fi
  K="--kernel sample_f --grid 1 --block 4"
  expect bad_handle 1 "0xfd is not a texture object" $eng $s $K i64:253 buf:f32:8:zero buf:f32:16:zero f32:1
  expect surf_as_tex 1 "argument 0 is a surface, used as a texture" $eng $s $K surf:r32f:4x4:zero buf:f32:8:zero buf:f32:16:zero f32:1
  expect geometry 1 "a 2d fetch from a 1d texture" $eng $s $K tex:r32f:16:zero buf:f32:8:zero buf:f32:16:zero f32:1
  expect geometry_cube 1 "a 2d fetch from a 2d cube texture" $eng $s $K tex:r32f:4x4:zero:cube buf:f32:8:zero buf:f32:16:zero f32:1
  expect geometry_not_cube 1 "a cube fetch from a 2d texture" $eng $s --kernel sample_cube --grid 1 --block 4 tex:r32f:4x4:zero buf:f32:12:zero buf:f32:16:zero f32:1
  expect geometry_acube 1 "an acube fetch from a 2d cube texture" $eng $s --kernel sample_acube_level --grid 1 --block 4 tex:r32f:4x4:zero:cube buf:f32:16:zero buf:f32:16:zero f32:1
  expect trap_x 1 "surface access out of range (x 16 bytes, y 0" $eng $t --kernel trap --grid 1 --block 1 surf:r32ui:4x2:iota buf:i32:1:zero i32:16 i32:0
  expect trap_y 1 "surface access out of range (x 0 bytes, y -1" $eng $t --kernel trap --grid 1 --block 1 surf:r32ui:4x2:iota buf:i32:1:zero i32:0 i32:-1
  expect misaligned 1 "surface x offset 2 is not a multiple of the 4-byte access" $eng $t --kernel trap --grid 1 --block 1 surf:r32ui:4x2:iota buf:i32:1:zero i32:2 i32:0
  # closed forms on iota images (element e holds e): the LOD 0.5 and 1.5 ties take the
  # lower level (point mipfilter; level 1 starts at element 16), linear blends 0 and 16
  # halfway; the cube direction (-0.5, -0.5, -0.5) ties to the -x face (face 1: elements
  # 16..31), s = 0, t = 1 clamped within the face to row 3: element 16 + 12
  closed() {
    name=$1; want=$2; shift 2
    got=$(build/nvcgrun --engine="$eng" "$s" --grid 1 --block 1 "$@" --dump 2>&1 | sed -n '/^buf 1/,$p' | sed -n 2p)
    [ "$got" = "$want" ] && echo "PASS: texture/closed/$name.$eng" || echo "FAIL: texture/closed/$name.$eng (got '$got', expected '$want')"
  }
  M="tex:r32f:4x4:iota:coords=normalized:levels=3"
  closed lod_half_down "0 0x00000000" --kernel sample_level $M buf:f32:3:const:0.125 buf:f32:4:zero f32:1
  closed lod_one_half_down "16 0x41800000" --kernel sample_level $M buf:f32:3:const:0.375 buf:f32:4:zero f32:1
  closed lod_linear_half "8 0x41000000" --kernel sample_level $M:mipfilter=linear buf:f32:3:const:0.125 buf:f32:4:zero f32:1
  closed cube_tie_minus_x "28 0x41e00000" --kernel sample_cube tex:r32f:4x4:iota:cube buf:f32:3:const:-0.5 buf:f32:4:zero f32:1
done
K="--kernel sample_f --grid 1 --block 4"
expect usage_wrap 2 "wrap and mirror addressing need coords=normalized" ptx $out/sample.ptx $K tex:r8:4x4:zero:address=wrap buf:f32:8:zero buf:f32:16:zero f32:1
expect usage_linear_int 2 "linear filtering needs float texels" ptx $out/sample.ptx $K tex:r32i:4x4:zero:filter=linear buf:f32:8:zero buf:f32:16:zero f32:1
expect usage_levels_unnorm 2 "mip levels need coords=normalized" ptx $out/sample.ptx $K tex:r8:4x4:zero:levels=3 buf:f32:8:zero buf:f32:16:zero f32:1
expect usage_levels_chain 2 "levels must be 1..3" ptx $out/sample.ptx $K tex:r8:4x3:zero:levels=4:coords=normalized buf:f32:8:zero buf:f32:16:zero f32:1
expect usage_mipfilter_int 2 "linear filtering needs float texels" ptx $out/sample.ptx $K tex:r32ui:4x4:zero:levels=2:coords=normalized:mipfilter=linear buf:f32:8:zero buf:f32:16:zero f32:1
expect usage_cube_square 2 "a cube map's faces are square" ptx $out/sample.ptx $K tex:r32f:4x2:zero:cube buf:f32:8:zero buf:f32:16:zero f32:1
expect usage_cube_wrap 2 "cube maps clamp within a face" ptx $out/sample.ptx $K tex:r32f:4x4:zero:cube:address=wrap buf:f32:8:zero buf:f32:16:zero f32:1
expect usage_format 2 "FMT must be one of" ptx $out/sample.ptx $K tex:bgra8:4x4:zero buf:f32:8:zero buf:f32:16:zero f32:1
expect usage_param 2 "parameter 2 is 4 bytes but argument 2 (surf:object) is 8 bytes" ptx $out/trap.ptx --kernel trap --grid 1 --block 1 surf:r32ui:4x2:iota buf:i32:1:zero surf:r8:4:zero i32:0
# the builder API
if make -s build/texture_builder_test >"$out/bt.log" 2>&1; then build/texture_builder_test
else echo "FAIL: texture/builder/build ($(tail -1 "$out/bt.log"))"; fi
# the builder-API example
if make -s build/texture_blur >"$out/ex.log" 2>&1 && build/texture_blur | sed '/^errors:/d' >"$out/blur.ll" &&
   build/nvcgc -mcpu=sm_75 -O2 "$out/blur.ll" -o "$out/blur.ptx" 2>>"$out/ex.log"; then
  if [ -x /usr/local/cuda/bin/ptxas ] && ! /usr/local/cuda/bin/ptxas -arch=sm_75 "$out/blur.ptx" -o /dev/null 2>>"$out/ex.log"; then
    echo "FAIL: texture/example/ptxas ($(tail -1 "$out/ex.log"))"
  else echo "PASS: texture/example/compile"; fi
  L="--kernel blur --grid 2,2 --block 8,8"
  a=$(build/nvcgrun --engine=ir "$out/blur.ll" $L tex:r32f:13x11:rand:1 surf:r32f:13x11:zero 2>&1)
  b=$(build/nvcgrun --engine=ptx "$out/blur.ptx" $L tex:r32f:13x11:rand:1 surf:r32f:13x11:zero 2>&1)
  case "$a" in "surf 0: fnv1a64="*) [ "$a" = "$b" ] && echo "PASS: texture/example/engines_agree" ||
    echo "FAIL: texture/example/engines_agree (ir: $a; ptx: $b)";; *) echo "FAIL: texture/example/engines_agree (ir: $a)";; esac
  # texture group merge off: the same result bit for bit (the pass only reorders fetches)
  if build/nvcgc -mcpu=sm_75 -O2 --disable-texture_group_merge "$out/blur.ll" -o "$out/blur.nogroup.ptx" 2>>"$out/ex.log"; then
    c=$(build/nvcgrun --engine=ptx "$out/blur.nogroup.ptx" $L tex:r32f:13x11:rand:1 surf:r32f:13x11:zero 2>&1)
    [ "$a" = "$c" ] && echo "PASS: texture/example/engines_agree_nogroup" ||
      echo "FAIL: texture/example/engines_agree_nogroup (ir: $a; ptx without texture_group_merge: $c)"
  else echo "FAIL: texture/example/compile_nogroup ($(tail -1 "$out/ex.log"))"; fi
  n=$(build/nvcgrun --engine=ptx "$out/blur.ptx" $L tex:r32f:13x11:const:0.5 surf:r32f:13x11:zero --dump 2>&1 | grep -c '^0.5 0x3f000000$')
  [ "$n" = 143 ] && echo "PASS: texture/example/closed_form" || echo "FAIL: texture/example/closed_form ($n of 143 texels are 0.5)"
else
  echo "FAIL: texture/example/build ($(tail -1 "$out/ex.log"))"
fi
exit 0
