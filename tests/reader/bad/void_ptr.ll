; ERROR: 2:17: pointer to void is invalid
@g = global void* null
