; HOSTILE: extractelement/insertelement with a constant index past the vector (4, 7, -1,
; an i64, an i8 and an i128 index, and one that becomes constant only in the DAG) are
; poison per LangRef. nvcgc died with SIGSEGV at every -O level (null nv_sdval_vt in
; nv_lz_elt, reached from nv_dag_combine / type legalisation).
define void @k(<4 x i32>* %p, i32* %q, <2 x half>* %h, <4 x i8>* %b, <2 x i1>* %z) {
  %v = load <4 x i32>, <4 x i32>* %p
  %e7 = extractelement <4 x i32> %v, i32 7
  store volatile i32 %e7, i32* %q
  %e4 = extractelement <4 x i32> %v, i32 4
  store volatile i32 %e4, i32* %q
  %em1 = extractelement <4 x i32> %v, i32 -1
  store volatile i32 %em1, i32* %q
  %e64 = extractelement <4 x i32> %v, i64 4294967296
  store volatile i32 %e64, i32* %q
  %e8 = extractelement <4 x i32> %v, i8 -1
  store volatile i32 %e8, i32* %q
  %e128 = extractelement <4 x i32> %v, i128 18446744073709551617
  store volatile i32 %e128, i32* %q
  %late = add i32 3, 5
  %el = extractelement <4 x i32> %v, i32 %late
  store volatile i32 %el, i32* %q
  %ok = extractelement <4 x i32> %v, i64 3
  store volatile i32 %ok, i32* %q
  %w = insertelement <4 x i32> %v, i32 5, i64 4
  store volatile <4 x i32> %w, <4 x i32>* %p
  %w2 = insertelement <4 x i32> %v, i32 5, i32 -1
  store volatile <4 x i32> %w2, <4 x i32>* %p
  %w3 = insertelement <4 x i32> %v, i32 5, i32 %late
  store volatile <4 x i32> %w3, <4 x i32>* %p
  %hv = load <2 x half>, <2 x half>* %h
  %he = extractelement <2 x half> %hv, i32 2
  %hw = insertelement <2 x half> %hv, half %he, i32 9
  store volatile <2 x half> %hw, <2 x half>* %h
  %bv = load <4 x i8>, <4 x i8>* %b
  %be = extractelement <4 x i8> %bv, i32 4
  %bw = insertelement <4 x i8> %bv, i8 %be, i16 -1
  store volatile <4 x i8> %bw, <4 x i8>* %b
  %zv = load <2 x i1>, <2 x i1>* %z
  %ze = extractelement <2 x i1> %zv, i32 2
  %zw = insertelement <2 x i1> %zv, i1 %ze, i32 5
  store volatile <2 x i1> %zw, <2 x i1>* %z
  ret void
}
