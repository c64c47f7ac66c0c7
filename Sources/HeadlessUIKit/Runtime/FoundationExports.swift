// `import UIKit` also brings Foundation (CGRect, CGPoint, TimeInterval, NSObject …) into scope, so code written
// against UIKit never imports it separately. `import HeadlessUIKit` must do the same for that code to compile.
@_exported import Foundation
