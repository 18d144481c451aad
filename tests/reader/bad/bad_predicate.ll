; ERROR: 3:13: expected an icmp predicate, found 'olt'
define i1 @f(i32 %a) {
  %c = icmp olt i32 %a, %a
  ret i1 %c
}
