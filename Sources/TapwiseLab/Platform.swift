// TapwiseLab's one platform file. Foundation's XMLParser, which reads storyboards and xibs, is part of Foundation on
// Apple platforms and of FoundationXML elsewhere (swift-corelibs-foundation keeps libxml2 out of Foundation itself).
// Exporting it here lets every file of the lab use XMLParser after `import Foundation`, as on Apple platforms.
#if canImport(FoundationXML)
  @_exported import FoundationXML
#endif

/// The most bytes of XML that `XMLParser` reads, or `nil` for no limit of its own. FoundationXML feeds libxml2's push
/// parser without its huge-input option, which halts once 10,000,000 bytes have been read (its lookup limit), and
/// then still takes the rest of the data in; Apple's XMLParser has no such limit.
#if canImport(FoundationXML)
  let xmlParserInputLimit: Int? = 10_000_000
#else
  let xmlParserInputLimit: Int? = nil
#endif
