import Foundation
import HeadlessUIKit
import Testing

/// `UIButton.Configuration`: a value the button keeps, as UIKit documents it (iOS 15's `UIButton.Configuration` and
/// `init(configuration:primaryAction:)`).
@MainActor
@Suite struct ButtonConfigurationTests {
  @Test func aButtonMadeWithoutAConfigurationHasNone() {
    #expect(UIButton(type: .system).configuration == nil)
    #expect(UIButton(frame: .zero).configuration == nil)
    #expect(UIButton(type: .system, primaryAction: UIAction(title: "Pay") { _ in }).configuration == nil)
  }

  @Test func aConfigurationIsAValueTheButtonChangesOnlyWhenAssigned() {
    let button = UIButton(configuration: .filled())
    var copy = button.configuration
    copy?.title = "Pay"
    #expect(button.configuration?.title == nil)
    button.configuration = copy
    #expect(button.configuration?.title == "Pay")
    button.configuration?.showsActivityIndicator = true
    #expect(button.configuration?.showsActivityIndicator == true)
    button.configuration = nil
    #expect(button.configuration == nil)
  }

  @Test func theActivityIndicatorIsOffUnlessSet() {
    for configuration in [
      UIButton.Configuration.plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(),
      .borderedProminent(),
    ] {
      #expect(!configuration.showsActivityIndicator)
      #expect(configuration.title == nil && configuration.subtitle == nil && configuration.image == nil)
    }
  }

  @Test func eachFactoryGivesItsOwnStyle() {
    let all: [UIButton.Configuration] = [
      .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(), .borderedProminent(),
    ]
    #expect(Set(all).count == 8)
    #expect(UIButton.Configuration.filled() == .filled())
  }

  /// UIKit's documentation of `init(configuration:primaryAction:)`: "If the primary action contains a title or an
  /// image, this method copies them to the configuration and the button displays them."
  @Test func theConfigurationInitializerCopiesTheActionsTitleAndImageIntoTheConfiguration() {
    let image = UIImage(systemName: "creditcard")
    var taps = 0
    let button = UIButton(
      configuration: .filled(), primaryAction: UIAction(title: "Pay", image: image) { _ in taps += 1 })
    #expect(button.configuration?.title == "Pay")
    #expect(button.configuration?.image === image)
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 1)
  }

  @Test func anActionWithoutTitleOrImageLeavesTheConfigurationsOwn() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Send"
    let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in })
    #expect(button.configuration?.title == "Send")
    #expect(UIButton(configuration: configuration).configuration == configuration)
  }
}
