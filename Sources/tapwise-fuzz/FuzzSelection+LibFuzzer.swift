#if FUZZING
  import Foundation

  /// libFuzzer's entry point for programs with their own `main` (libFuzzer ≥ 12, `libclang_rt.fuzzer_no_main`).
  @_silgen_name("LLVMFuzzerRunDriver")
  private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  extension FuzzSelection {
    /// Hands the arguments to libFuzzer, which calls the target's checks with each input it makes.
    /// - Parameters:
    ///   - arguments: The program's name, then libFuzzer's arguments.
    /// - Returns: libFuzzer's exit status: 0 when it stopped with nothing found.
    static func run(arguments: [String]) -> Int32 {
      var cArguments = arguments.map { strdup($0) } + [nil]
      defer { for argument in cArguments { free(argument) } }
      var count = CInt(arguments.count)
      return cArguments.withUnsafeMutableBufferPointer { buffer in
        var base = buffer.baseAddress!
        return LLVMFuzzerRunDriver(&count, &base) { data, size in
          let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
          FuzzSelection.current?.target.check(input)
          return 0
        }
      }
    }
  }
#endif
