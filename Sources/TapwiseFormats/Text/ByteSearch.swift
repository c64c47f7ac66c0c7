// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and the Swift audit searches every file's bytes with it.
extension RandomAccessCollection where Element == UInt8, Index == Int {
  /// The lab's one search for bytes in bytes: the offset of the first occurrence of a needle at or after an offset,
  /// comparing the needle's first byte before the rest. The XML scanner finds the end of a comment or CDATA section
  /// with it, the Swift audit its suppression comments and the layout words in a name.
  ///
  /// ```swift
  /// Array("a <!-- b --> c".utf8).firstOffset(of: "-->".utf8, from: 0)   // 9
  /// ```
  /// - Parameters:
  ///   - needle: The bytes to find; an empty needle is found at `start`.
  ///   - start: The offset to search from.
  /// - Returns: The needle's first offset at or after `start`, or `nil` when it doesn't occur there.
  @inlinable public func firstOffset(of needle: some Collection<UInt8>, from start: Int) -> Int? {
    guard let first = needle.first else { return start }
    let count = needle.count
    var candidate = Swift.max(start, startIndex)
    while candidate + count <= endIndex {
      if self[candidate] == first, self[candidate..<candidate + count].elementsEqual(needle) { return candidate }
      candidate += 1
    }
    return nil
  }
}
