#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time the calling thread spends running `body`, for the few checks that a blow-up (an exponential
/// backtrack, a quadratic scan) never happens.
///
/// Unlike the wall clock, it does not grow when other processes or other tests keep the machine busy, so a slack
/// bound fails on a blow-up and not on a loaded machine. `body` must run on the calling thread: synchronous code.
func threadCPUTime(of body: () -> Void) -> Duration {
  let start = threadCPUTimeNow()
  body()
  return threadCPUTimeNow() - start
}

/// The calling thread's processor time so far.
private func threadCPUTimeNow() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}
