; ERROR: 4:13: use of undefined type %Nope
@g = global ptr null
define void @f(ptr %p) {
  %v = load %Nope, ptr %p
  ret void
}
