@_spi(Simulation) import TapwiseCore

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
      Self.writeJSONLine(time: delivery.time, valueText: event.valueText, keyText: event.keyText, to: &text)
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
    var line = ""
    writeJSONLine(time: time, valueText: valueText, keyText: keyText, to: &line)
    return String(line.dropLast())
  }

  /// Writes one output record and its newline, piece by piece, building no string for the whole line: the one
  /// formatter behind ``jsonLines`` and `tapwise simulate`'s streamed output.
  /// - Parameters:
  ///   - time: The delivery time.
  ///   - valueText: The value's JSON text, echoed unchanged.
  ///   - keyText: The key's JSON text, echoed unchanged, or `nil` to leave the member out.
  ///   - output: Where the text goes.
  package static func writeJSONLine(
    time: Duration, valueText: String, keyText: String?, to output: inout some TextOutputStream
  ) {
    output.write("{\"t\": ")
    output.write(time.decimalSeconds)
    output.write(", \"value\": ")
    output.write(valueText)
    if let keyText {
      output.write(", \"key\": ")
      output.write(keyText)
    }
    output.write("}\n")
  }
}
