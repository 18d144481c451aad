; ERROR: 4:3: instructions returning void cannot have a name
declare void @g()
define void @f() {
  %x = call void @g()
  ret void
}
