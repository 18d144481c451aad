; ERROR: 2:1: type %A contains itself
%A = type { %B }
%B = type { %A }
@g = global ptr null
