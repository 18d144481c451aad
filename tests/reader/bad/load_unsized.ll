; ERROR: 4:3: load needs a sized first-class type
%O = type opaque
define void @f(ptr %p) {
  %v = load %O, ptr %p
  ret void
}
