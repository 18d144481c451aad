; ERROR: 3:17: the getelementptr source type is not sized
%O = type opaque
@h = global ptr getelementptr ([2 x %O], ptr @h, i64 1)
