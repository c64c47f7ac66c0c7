import Foundation

/// Deterministic storyboard text: scenes of forms and tables, as Interface Builder writes them.
struct Generator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  /// A fresh Interface Builder style id, such as `a3F-x9-Qm2`.
  mutating func id() -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    let characters = (0..<8).map { _ in letters[next(letters.count)] }
    return String(characters[0..<3]) + "-" + String(characters[3..<5]) + "-" + String(characters[5..<8])
  }

  /// A storyboard with as many scenes as it takes to reach a size.
  mutating func storyboard(minimumBytes: Int) -> String {
    var scenes: [String] = []
    var bytes = 600
    while bytes < minimumBytes {
      let scene = self.scene(index: scenes.count)
      bytes += scene.utf8.count
      scenes.append(scene)
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
              <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
          </dependencies>
          <scenes>
      \(scenes.joined(separator: "\n"))
          </scenes>
      </document>

      """
  }

  private mutating func scene(index: Int) -> String {
    let root = id()
    let tap = "tap-" + root
    var subviews: [String] = []
    var y = 60
    for _ in 0..<(2 + next(3)) {
      let (stack, height) = self.stack(y: y)
      subviews.append(stack)
      y += height + 16
    }
    subviews.append(tappableImage(y: y, recognizer: tap))
    subviews.append(table(y: y + 60))
    return """
              <scene sceneID="\(id())">
                  <objects>
                      <viewController storyboardIdentifier="Screen\(index)" id="\(id())" customClass="Screen\(index)ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="\(root)">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews.joined(separator: "\n"))
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="\(id())"/>
                              <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                              <constraints>
      \(constraints(5, around: root))
                              </constraints>
                          </view>
                          <navigationItem key="navigationItem" title="Screen \(index)" id="\(id())"/>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="\(id())" userLabel="First Responder" sceneMemberID="firstResponder"/>
                      <tapGestureRecognizer id="\(tap)"/>
                  </objects>
                  <point key="canvasLocation" x="\(100 * index)" y="0.0"/>
              </scene>
      """
  }

  /// A vertical stack of rows: a label and a control each.
  private mutating func stack(y: Int) -> (String, Int) {
    let stackID = id()
    var rows: [String] = []
    var rowY = 0
    for _ in 0..<(3 + next(4)) {
      rows.append(label(y: rowY))
      rowY += 21
      rows.append(control(y: rowY))
      rowY += 44
    }
    return (
      """
                                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(stackID)">
                                      <rect key="frame" x="16" y="\(y)" width="361" height="\(rowY)"/>
                                      <subviews>
      \(rows.joined(separator: "\n"))
                                      </subviews>
                                  </stackView>
      """, rowY
    )
  }

  private mutating func label(y: Int) -> String {
    """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Field" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id())">
                                                <rect key="frame" x="0.0" y="\(y)" width="361" height="20.333333333333332"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
    """
  }

  private mutating func control(y: Int) -> String {
    let controlID = id()
    switch next(4) {
    case 0:
      return """
                                            <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(controlID)">
                                                <rect key="frame" x="0.0" y="\(y)" width="361" height="34"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                <textInputTraits key="textInputTraits"/>
                                            </textField>
        """
    case 1:
      return """
                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(controlID)">
                                                <rect key="frame" x="0.0" y="\(y)" width="51" height="31"/>
                                            </switch>
        """
    case 2:
      return """
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(controlID)">
                                                <rect key="frame" x="0.0" y="\(y)" width="361" height="44"/>
                                                <state key="normal" title="Continue"/>
                                                <buttonConfiguration key="configuration" style="filled" title="Continue"/>
                                            </button>
        """
    default:
      return """
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(controlID)" userLabel="Info">
                                                <rect key="frame" x="0.0" y="\(y)" width="22" height="22"/>
                                                <userDefinedRuntimeAttributes>
                                                    <userDefinedRuntimeAttribute type="number" keyPath="twTouchAreaOutset">
                                                        <real key="value" value="11"/>
                                                    </userDefinedRuntimeAttribute>
                                                </userDefinedRuntimeAttributes>
                                                <state key="normal" image="info.circle" catalog="system"/>
                                            </button>
        """
    }
  }

  private mutating func tappableImage(y: Int, recognizer: String) -> String {
    """
                                  <imageView clipsSubviews="YES" userInteractionEnabled="YES" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="avatar" translatesAutoresizingMaskIntoConstraints="NO" id="\(id())">
                                      <rect key="frame" x="16" y="\(y)" width="40" height="40"/>
                                      <connections>
                                          <outletCollection property="gestureRecognizers" destination="\(recognizer)" appends="YES" id="\(id())"/>
                                      </connections>
                                  </imageView>
    """
  }

  private mutating func table(y: Int) -> String {
    var cells: [String] = []
    for _ in 0..<(1 + next(3)) {
      let cellID = id()
      let contentID = id()
      cells.append(
        """
                                          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell\(cellID)" id="\(cellID)" customClass="ItemCell" customModule="App" customModuleProvider="target">
                                              <rect key="frame" x="0.0" y="50" width="393" height="56"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(cellID)" id="\(contentID)">
                                                  <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <subviews>
        \(label(y: 18))
                                                      <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="\(id())">
                                                          <rect key="frame" x="283" y="12" width="94" height="32"/>
                                                      </stepper>
                                                  </subviews>
                                                  <constraints>
        \(constraints(3, around: contentID))
                                                  </constraints>
                                              </tableViewCellContentView>
                                          </tableViewCell>
        """)
    }
    return """
                                  <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="\(id())">
                                      <rect key="frame" x="0.0" y="\(y)" width="393" height="300"/>
                                      <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                      <prototypes>
      \(cells.joined(separator: "\n"))
                                      </prototypes>
                                  </tableView>
      """
  }

  private mutating func constraints(_ count: Int, around item: String) -> String {
    (0..<count).map { _ in
      #"                                <constraint firstItem="\#(id())" firstAttribute="leading" secondItem="\#(item)" secondAttribute="leading" constant="\#(next(20))" id="\#(id())"/>"#
    }.joined(separator: "\n")
  }
}
