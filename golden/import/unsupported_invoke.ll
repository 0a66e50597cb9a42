declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define void @f() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %lp
}
