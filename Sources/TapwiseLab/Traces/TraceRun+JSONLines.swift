import TapwiseCore

extension TraceRun {
  /// The deliveries as JSON Lines, one record per delivery in delivery order, each line ending in `\n`.
  ///
  /// Each record is `{"t": T, "value": V}` or `{"t": T, "value": V, "key": K}`:
  /// - `T` is the delivery time in seconds as the shortest exact decimal with at least one fractional digit
  ///   (`0.0`, `0.4`, `1.25`), whatever form the input used (`0.40` and `4e-1` print as `0.4`, `0` as `0.0`);
  /// - `V` is the delivered event's `value` text, byte for byte as it was written;
  /// - `K` is the delivered event's `key` text as written, present only when that event had a key.
  ///
  /// - Returns: The text; empty when nothing is delivered.
  package var jsonLines: String {
    var text = ""
    for delivery in deliveries {
      let event = event(of: delivery)
      text += Self.jsonLine(time: delivery.time, valueText: event.valueText, keyText: event.keyText)
      text += "\n"
    }
    return text
  }

  /// One output record, without its newline.
  /// - Parameters:
  ///   - time: The delivery time.
  ///   - valueText: The value's JSON text, echoed unchanged.
  ///   - keyText: The key's JSON text, echoed unchanged, or `nil` to leave the member out.
  /// - Returns: For example `{"t": 0.4, "value": "pay", "key": "save"}`.
  package static func jsonLine(time: Duration, valueText: String, keyText: String?) -> String {
    var line = "{\"t\": \(time.decimalSeconds), \"value\": \(valueText)"
    if let keyText { line += ", \"key\": \(keyText)" }
    return line + "}"
  }
}
