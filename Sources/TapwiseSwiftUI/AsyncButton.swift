#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseCore

  /// A button whose action is asynchronous work, run at most once at a time: a tap while the work runs is ignored.
  ///
  /// A payment that takes three seconds is submitted once however often the button is tapped meanwhile; the next tap
  /// after it ends submits again. A time interval can't say that, because the work may outlast any interval; the
  /// running task can (TapwiseCore's `AsyncActionRunner`, which the Linux tests run).
  ///
  /// ```swift
  /// AsyncButton("Pay") { await checkout.pay() }
  ///   .asyncButtonShowsProgress()                 // a spinner in place of the title while it runs
  ///   .buttonStyle(.borderedProminent)
  ///
  /// AsyncButton {
  ///   try await checkout.pay()
  /// } onError: { error in
  ///   alert = CheckoutAlert(error)
  /// } label: {
  ///   Label("Pay", systemImage: "creditcard")
  /// }
  /// ```
  ///
  /// - It is a `Button`: it takes the button style set around it, and `tapThrottle(_:)` throttles it, so with both
  ///   a tap starts the work only when the work is idle *and* the interval since the last start has passed.
  /// - The work runs in a task on the main actor. When the button disappears (`onDisappear`: a screen pushed over
  ///   it, another tab, a row scrolled away in a lazy container), the task is cancelled and the button is idle
  ///   again; work that should outlive the screen belongs to a model, not to the button.
  /// - A throwing action's error goes to `onError`, except the `CancellationError` a cancelled action ends with.
  /// - The label stays in place while the work runs, so the button keeps its size; with
  ///   ``SwiftUI/View/asyncButtonShowsProgress(_:)`` a `ProgressView` is drawn over it and the label is hidden.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  public struct AsyncButton<Label: View>: View {
    /// The button's role.
    private let role: ButtonRole?
    /// The work, with its error handler when it throws.
    private let work: AsyncButtonWork
    /// What the button shows.
    private let label: Label
    /// Whether the work runs, and the runner that decides it; one per button identity.
    @StateObject private var state = AsyncButtonState()
    /// Whether to show progress over the label while the work runs.
    @Environment(\.asyncButtonShowsProgress) private var showsProgress

    /// Creates a button that runs asynchronous work, with a label of your own.
    /// - Parameters:
    ///   - role: The button's role, as for `Button`, or `nil`.
    ///   - action: The work, run in a task on the main actor when the button is tapped while no work runs.
    ///   - label: What the button shows.
    public init(
      role: ButtonRole? = nil, action: @escaping @MainActor () async -> Void, @ViewBuilder label: () -> Label
    ) {
      self.role = role
      self.work = .plain(action)
      self.label = label()
    }

    /// Creates a button that runs throwing asynchronous work and reports what it throws, with a label of your own.
    /// - Parameters:
    ///   - role: The button's role, as for `Button`, or `nil`.
    ///   - action: The work, run in a task on the main actor when the button is tapped while no work runs.
    ///   - onError: Receives what the work throws, on the main actor, before the button is idle again; not the
    ///     `CancellationError` of work cancelled because the button disappeared.
    ///   - label: What the button shows.
    public init(
      role: ButtonRole? = nil, action: @escaping @MainActor () async throws -> Void,
      onError: @escaping @MainActor (any Error) -> Void, @ViewBuilder label: () -> Label
    ) {
      self.role = role
      self.work = .throwing(action, onError: onError)
      self.label = label()
    }

    /// The button.
    public var body: some View {
      Button(role: role) {
        switch work {
        case .plain(let action): state.runner.run(action)
        case .throwing(let action, let onError): state.runner.run(action, errorHandler: onError)
        }
      } label: {
        label
          .opacity(showsProgress && state.isRunning ? 0 : 1)
          .overlay {
            if showsProgress && state.isRunning { ProgressView() }
          }
      }
      .onDisappear { [state] in state.runner.cancel() }
    }
  }

  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  extension AsyncButton where Label == Text {
    /// Creates a button that runs asynchronous work, with a title from a localized string key.
    /// - Parameters:
    ///   - titleKey: The key of the button's localized title.
    ///   - role: The button's role, as for `Button`, or `nil`.
    ///   - action: The work, run in a task on the main actor when the button is tapped while no work runs.
    public init(
      _ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () async -> Void
    ) {
      self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button that runs asynchronous work, with a title that is not localized.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: The button's role, as for `Button`, or `nil`.
    ///   - action: The work, run in a task on the main actor when the button is tapped while no work runs.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () async -> Void) {
      self.init(role: role, action: action) { Text(title) }
    }

    /// Creates a button that runs throwing asynchronous work and reports what it throws, with a title from a
    /// localized string key.
    /// - Parameters:
    ///   - titleKey: The key of the button's localized title.
    ///   - role: The button's role, as for `Button`, or `nil`.
    ///   - action: The work, run in a task on the main actor when the button is tapped while no work runs.
    ///   - onError: Receives what the work throws, except the `CancellationError` of cancelled work.
    public init(
      _ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () async throws -> Void,
      onError: @escaping @MainActor (any Error) -> Void
    ) {
      self.init(role: role, action: action, onError: onError) { Text(titleKey) }
    }

    /// Creates a button that runs throwing asynchronous work and reports what it throws, with a title that is not
    /// localized.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: The button's role, as for `Button`, or `nil`.
    ///   - action: The work, run in a task on the main actor when the button is tapped while no work runs.
    ///   - onError: Receives what the work throws, except the `CancellationError` of cancelled work.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () async throws -> Void,
      onError: @escaping @MainActor (any Error) -> Void
    ) {
      self.init(role: role, action: action, onError: onError) { Text(title) }
    }
  }

  /// An ``AsyncButton``'s work: plain, or throwing with its error handler.
  enum AsyncButtonWork {
    /// Work that can't fail.
    case plain(@MainActor () async -> Void)
    /// Work that can throw, and where its errors go.
    case throwing(@MainActor () async throws -> Void, onError: @MainActor (any Error) -> Void)
  }
#endif
