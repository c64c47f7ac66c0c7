// TapwiseLab's one platform file. Foundation's XMLParser, which reads storyboards and xibs, is part of Foundation on
// Apple platforms and of FoundationXML elsewhere (swift-corelibs-foundation keeps libxml2 out of Foundation itself).
// Exporting it here lets every file of the lab use XMLParser after `import Foundation`, as on Apple platforms.
#if canImport(FoundationXML)
  @_exported import FoundationXML
#endif
