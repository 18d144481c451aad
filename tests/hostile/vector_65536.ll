; HOSTILE: a <65536 x i32> operation failed with an unlocated message in internal terms
; ("type vt0"), or ran for minutes. The IR allows such vectors; the code generator
; refuses them where they are used.
; EXPECT: error: 6:3: .*the vector type <65536 x i32> has more elements than
define void @k(<65536 x i32>* %p) {
  %v = load <65536 x i32>, <65536 x i32>* %p
  %w = add <65536 x i32> %v, %v
  store <65536 x i32> %w, <65536 x i32>* %p
  ret void
}
